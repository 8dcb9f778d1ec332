import type { BookingCalendarProps } from './booking-calendar-frame';
export type { BookingCalendarProps };
export declare function BookingCalendar(props: BookingCalendarProps): import("react").JSX.Element;
