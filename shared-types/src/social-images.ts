// The pictures link previews show (`og:image`, `twitter:image`): one per kind of page, drawn at
// build time from the site's own artwork and served at a fixed address.

/** The kinds of page that have a picture of their own. */
export const socialImageKinds = [
  'home',
  'tours',
  'tour',
  'booking',
  'about',
  'gallery',
  'blog',
  'post',
  'press',
  'contact',
  'petition',
  'site',
] as const;

/** A kind of page with a link-preview picture. */
export type SocialImageKind = (typeof socialImageKinds)[number];

/** The size link previews expect (1.91:1). */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The site path of a kind's picture. */
export function socialImagePath(kind: SocialImageKind): string {
  return `/social/${kind}.png`;
}
