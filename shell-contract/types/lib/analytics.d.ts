declare global {
    interface Window {
        gtag?: (...args: unknown[]) => void;
    }
}
export declare function trackEvent(name: string, params?: Record<string, unknown>): void;
