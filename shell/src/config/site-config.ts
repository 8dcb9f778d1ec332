import { z } from 'shared-types';
import { parseSiteUrl, siteUrlFromEnvironment } from 'site-rules';

import { siteConfigDefaults } from './site-config-defaults';
import { DEFAULT_TELEMETRY_SAMPLE_RATE } from './telemetry-config';

/**
 * The site's address and external services are configuration, never code: the build reads them
 * from the environment and validates them here; it bakes the services into the shell and writes
 * the address into the site's files (sitemap, robots.txt), and the prerender into each page.
 */
export const siteConfigSchema = z.object({
  siteUrl: z
    .string()
    .default(siteConfigDefaults.siteUrl)
    .transform((value) => parseSiteUrl(value)),
  bookingBaseUrl: z.url().default(siteConfigDefaults.bookingBaseUrl),
  bookingAccount: z
    .string()
    .regex(/^[a-z0-9-]+$/i)
    .default(siteConfigDefaults.bookingAccount),
  bookingScriptUrl: z.url().default(siteConfigDefaults.bookingScriptUrl),
  newsletterActionUrl: z.url().default(siteConfigDefaults.newsletterActionUrl),
  giftCardUrl: z.url().default(siteConfigDefaults.giftCardUrl),
  contactEmail: z.email().default(siteConfigDefaults.contactEmail),
  instagramUrl: z.url().default(siteConfigDefaults.instagramUrl),
  /**
   * The share of page views whose field telemetry is sent (0 to 1, SITE_TELEMETRY_SAMPLE_RATE),
   * decided once per page load so a section's error rate stays unbiased. Kept out of
   * `SiteConfig`, which the remotes see through the shell's contract: only the shell reads it
   * (src/config/telemetry-config.ts).
   */
  telemetrySampleRate: z.coerce.number().min(0).max(1).default(DEFAULT_TELEMETRY_SAMPLE_RATE),
});

/**
 * What a build compiles into the shell: the configuration without the site's address, which
 * differs by stage and is read from the page at run time (runtime-config.ts), so the same
 * JavaScript is promoted from staging to prod.
 */
export function bakedSiteConfig<Config extends { siteUrl: string }>(
  config: Config,
): Omit<Config, 'siteUrl'> {
  const { siteUrl: _siteUrl, ...baked } = config;
  return baked;
}

/**
 * Reads the optional SITE_* overrides of the build environment. The site URL is SITE_URL, or the
 * local server's origin on PORT (site-rules' site-url).
 */
export function siteConfigFromEnvironment(
  env: Record<string, string | undefined>,
): z.infer<typeof siteConfigSchema> {
  return siteConfigSchema.parse({
    siteUrl: siteUrlFromEnvironment(env),
    bookingBaseUrl: env.SITE_BOOKING_BASE_URL,
    bookingAccount: env.SITE_BOOKING_ACCOUNT,
    bookingScriptUrl: env.SITE_BOOKING_SCRIPT_URL,
    newsletterActionUrl: env.SITE_NEWSLETTER_ACTION_URL,
    giftCardUrl: env.SITE_GIFT_CARD_URL,
    contactEmail: env.SITE_CONTACT_EMAIL,
    instagramUrl: env.SITE_INSTAGRAM_URL,
    telemetrySampleRate: env.SITE_TELEMETRY_SAMPLE_RATE || undefined,
  });
}
