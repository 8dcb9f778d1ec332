export interface BookingUrlOptions {
    itemId?: number;
    flowId?: number;
    baseUrl?: string;
    account?: string;
}
export declare function buildBookingUrl({ itemId, flowId, baseUrl, account, }?: BookingUrlOptions): string;
export declare function parseItemId(raw: string | null): number | undefined;
