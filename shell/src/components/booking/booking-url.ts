import { business, DEFAULT_ITEM_ID } from 'shared-types';

import { siteConfig } from '../../config/runtime-config';

/** Options of one calendar address. */
export interface BookingUrlOptions {
  itemId?: number;
  flowId?: number;
  baseUrl?: string;
  account?: string;
}

/**
 * The provider's calendar for an item: `/embeds/book/{account}/items/{itemId}/
 * calendar/?flow={flowId}&full-items=yes`. Provider base and account are configuration.
 */
export function buildBookingUrl({
  itemId = DEFAULT_ITEM_ID,
  flowId = business.booking.flowId,
  baseUrl = siteConfig.bookingBaseUrl,
  account = siteConfig.bookingAccount,
}: BookingUrlOptions = {}): string {
  const url = new URL(
    `/embeds/book/${encodeURIComponent(account)}/items/${itemId}/calendar/`,
    baseUrl,
  );
  url.searchParams.set('flow', String(flowId));
  url.searchParams.set('full-items', 'yes');
  return url.toString();
}

/** `?itemId=` is used only when it is a whole positive number. */
export function parseItemId(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/.test(raw.trim())) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
