import { z } from 'zod';

/**
 * External services are configuration, never code (ARCHITECTURE.md "Running it locally"): the
 * build reads them from the environment, validates them here and bakes them into the shell.
 */
export const siteConfigSchema = z.object({
  bookingBaseUrl: z.url().default('https://fareharbor.com'),
  bookingAccount: z
    .string()
    .regex(/^[a-z0-9-]+$/i)
    .default('catsabouttowntours'),
  bookingScriptUrl: z.url().default('https://fareharbor.com/embeds/api/v1/?autolightframe=yes'),
  newsletterActionUrl: z
    .url()
    .default('https://catsabouttowntours.us21.list-manage.com/subscribe/post?u=4f1a&id=9c2e'),
  giftCardUrl: z
    .url()
    .default(
      'https://fareharbor.com/embeds/book/catsabouttowntours/items/562633/calendar/?flow=1219724&full-items=yes',
    ),
  contactEmail: z.email().default('hello@catsabouttowntours.com'),
  instagramUrl: z.url().default('https://www.instagram.com/catsabouttowntours/'),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** Reads the optional SITE_* overrides of the build environment. */
export function siteConfigFromEnvironment(env: Record<string, string | undefined>): SiteConfig {
  return siteConfigSchema.parse({
    bookingBaseUrl: env.SITE_BOOKING_BASE_URL,
    bookingAccount: env.SITE_BOOKING_ACCOUNT,
    bookingScriptUrl: env.SITE_BOOKING_SCRIPT_URL,
    newsletterActionUrl: env.SITE_NEWSLETTER_ACTION_URL,
    giftCardUrl: env.SITE_GIFT_CARD_URL,
    contactEmail: env.SITE_CONTACT_EMAIL,
    instagramUrl: env.SITE_INSTAGRAM_URL,
  });
}
