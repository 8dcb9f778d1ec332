import { siteConfigDefaults, type SiteConfig } from './site-config-defaults';

declare const __SITE_CONFIG__: SiteConfig | undefined;

/**
 * The site configuration, validated by the build (webpack.config.ts) and baked in; the defaults
 * under Jest.
 */
export const siteConfig: SiteConfig =
  typeof __SITE_CONFIG__ === 'undefined' ? siteConfigDefaults : __SITE_CONFIG__;
