// The third-party services the pages talk to, by host. The shell's configuration names their
// URLs; the Content-Security-Policy (site-rules' security headers) allows exactly these hosts, on
// the CDN as on the local server.

/** Third-party hosts the pages talk to, as bare host names (a leading `*.` is allowed). */
export interface ExternalHosts {
  /** The booking provider: its widget script, calendar frame and lightframe. */
  readonly bookingHost: string;
  /** The analytics tag's script and beacons. */
  readonly analyticsHost: string;
  /** The embedded news video's player frame. */
  readonly videoHost: string;
  /** The e-mail marketing provider's subscription endpoint. */
  readonly newsletterHost: string;
}

/** Hosts used when the settings do not name others (the providers the site is built against). */
export const defaultExternalHosts: ExternalHosts = {
  bookingHost: 'fareharbor.com',
  analyticsHost: 'www.googletagmanager.com',
  videoHost: 'www.youtube-nocookie.com',
  newsletterHost: 'catsabouttowntours.us21.list-manage.com',
};
