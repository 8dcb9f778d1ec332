export interface BookingCalendarProps {
    itemId?: number;
    flowId?: number;
    className?: string;
    title?: string;
}
export declare function BookingCalendar({ itemId, flowId, className, title }: BookingCalendarProps): import("react").JSX.Element;
