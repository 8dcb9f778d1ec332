interface BookingOverlayOptions {
    shortname: string;
    fallback: 'simple';
    flow: number;
    view: {
        item: number;
    };
}
declare global {
    interface Window {
        FH?: {
            open: (options: BookingOverlayOptions) => unknown;
        };
    }
}
export declare function loadBookingScript(): Promise<void>;
export interface IdlePreloadOptions {
    maxWaitMs?: number;
    fallbackMs?: number;
}
export declare function preloadBookingScriptWhenIdle({ maxWaitMs, fallbackMs, }?: IdlePreloadOptions): () => void;
export interface BookingScriptPreloaderProps {
    fallbackMs?: number;
}
export declare function BookingScriptPreloader({ fallbackMs, }: BookingScriptPreloaderProps): null;
export {};
