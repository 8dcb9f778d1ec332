export interface SiteConfig {
    siteUrl: string;
    bookingBaseUrl: string;
    bookingAccount: string;
    bookingScriptUrl: string;
    newsletterActionUrl: string;
    giftCardUrl: string;
    contactEmail: string;
    instagramUrl: string;
}
export declare const siteConfigDefaults: SiteConfig;
