export interface BookingCalendarProps {
    itemId?: number;
    flowId?: number;
    className?: string;
    title?: string;
}
export declare const CALENDAR_LOAD_MARGIN = "1250px 0px";
export declare const CALENDAR_LOAD_TIMEOUT_MS = 15000;
export declare const CALENDAR_ERROR_MESSAGE = "Failed to load the booking calendar. Please try again later.";
export declare function BookingCalendar({ itemId, flowId, className, title }: BookingCalendarProps): import("react").JSX.Element;
