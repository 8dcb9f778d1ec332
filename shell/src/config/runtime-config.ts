import { SITE_URL_META } from 'shared-types';
import { prerenderSiteUrlOf } from 'site-rules';

import { siteConfigDefaults, type SiteConfig } from './site-config-defaults';

/** The configuration the build bakes in: everything but the site's address. */
declare const __SITE_CONFIG__: Omit<SiteConfig, 'siteUrl'> | undefined;

/**
 * The site's address at run time: the one the prerender was given; in the browser the one the
 * prerendered page names in its head (`<meta name="site-url">`), else the page's own origin.
 * Under Jest, without either, the defaults'.
 */
function currentSiteUrl(): string {
  const prerendered = prerenderSiteUrlOf();
  if (prerendered !== undefined) return prerendered;
  if (typeof document !== 'undefined') {
    const named = document
      .querySelector<HTMLMetaElement>(`meta[name="${SITE_URL_META}"]`)
      ?.content.trim();
    if (named) return named.replace(/\/+$/, '');
  }
  return typeof __SITE_CONFIG__ !== 'undefined' && typeof window !== 'undefined'
    ? window.location.origin
    : siteConfigDefaults.siteUrl;
}

/**
 * The site configuration: the build's (webpack.config.ts validates it and bakes it in; the
 * defaults under Jest), with the site's address read at run time, so the same JavaScript serves
 * every stage.
 */
export const siteConfig: SiteConfig = {
  ...(typeof __SITE_CONFIG__ === 'undefined' ? siteConfigDefaults : __SITE_CONFIG__),
  get siteUrl() {
    return currentSiteUrl();
  },
};
