/** The site's address, external services and contact details, as the shell reads them at run time. */
export interface SiteConfig {
  /**
   * The site's public origin (`https://www.example.com`), from which every absolute URL of the
   * pages is made: canonical links, link previews, structured data.
   */
  siteUrl: string;
  bookingBaseUrl: string;
  bookingAccount: string;
  bookingScriptUrl: string;
  newsletterActionUrl: string;
  giftCardUrl: string;
  contactEmail: string;
  instagramUrl: string;
}

/**
 * Defaults of the configuration. Kept free of zod: the build validates the configuration
 * (site-config.ts, run by webpack), so the browser never downloads the validator.
 */
export const siteConfigDefaults: SiteConfig = {
  siteUrl: 'http://localhost:8080',
  bookingBaseUrl: 'https://fareharbor.com',
  bookingAccount: 'catsabouttowntours',
  bookingScriptUrl: 'https://fareharbor.com/embeds/api/v1/?autolightframe=yes',
  newsletterActionUrl:
    'https://catsabouttowntours.us21.list-manage.com/subscribe/post?u=4f1a&id=9c2e',
  giftCardUrl:
    'https://fareharbor.com/embeds/book/catsabouttowntours/items/562633/calendar/?flow=1219724&full-items=yes',
  contactEmail: 'hello@catsabouttowntours.com',
  instagramUrl: 'https://www.instagram.com/catsabouttowntours/',
};
