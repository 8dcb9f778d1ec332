import { siteConfigSchema, type SiteConfig } from './site-config';

declare const __SITE_CONFIG__: SiteConfig | undefined;

/** The validated site configuration baked in at build time (defaults under Jest). */
export const siteConfig: SiteConfig = siteConfigSchema.parse(
  typeof __SITE_CONFIG__ === 'undefined' ? {} : __SITE_CONFIG__,
);
