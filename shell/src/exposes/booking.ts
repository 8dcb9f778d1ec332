// `shell/booking`: the booking widget every section uses (docs/decisions/003).
export { BookingCalendar, type BookingCalendarProps } from '../features/booking/booking-calendar';
export { buildBookingUrl, parseItemId, type BookingUrlOptions } from '../features/booking/lib/booking-url';
