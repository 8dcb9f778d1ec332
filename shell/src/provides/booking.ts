// `shell/booking`: the booking widget every section uses (docs/decisions/003).
export { trackEvent } from '../lib/analytics';
export { BookingCalendar, type BookingCalendarProps } from '../components/booking/booking-calendar';
export {
  loadBookingScript,
  preloadBookingScriptWhenIdle,
  BookingScriptPreloader,
  type BookingScriptPreloaderProps,
  type IdlePreloadOptions,
} from '../components/booking/booking-script';
export {
  buildBookingUrl,
  parseItemId,
  type BookingUrlOptions,
} from '../components/booking/booking-url';
export { ReserveButton, type ReserveButtonProps } from '../components/booking/reserve-button';
