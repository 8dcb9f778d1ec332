import { type SiteConfig } from './site-config-defaults';
export declare const siteConfig: SiteConfig;
