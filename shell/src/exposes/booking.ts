// `shell/booking`: the booking widget every section uses (docs/decisions/003).
export { BookingCalendar, type BookingCalendarProps } from '../components/booking/booking-calendar';
export { buildBookingUrl, parseItemId, type BookingUrlOptions } from '../components/booking/booking-url';
