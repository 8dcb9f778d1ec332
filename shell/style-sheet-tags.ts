// The style sheet tags of a prerendered page (shell/prerender.ts).
import { escapeAttribute } from './html-attribute';

/** A style sheet of a prerendered page. */
export interface StyleSheet {
  href: string;
  /**
   * A remote's sheet: its file name in the remote's build. The remote's CSS loader looks for a
   * sheet it already has by that name (`data-href`) or by its absolute URL; without it the
   * loader adds the sheet a second time when the page's chunk loads, and the browser restyles
   * and lays out the whole page again.
   */
  chunkFile?: string;
  /**
   * The sheet's text, when it is written into the page instead of linked: a remote's sheets are,
   * so that the first paint never waits on a request to a remote, which may be down or hang.
   */
  css?: string;
}

/** Absolute or otherwise self-contained references in a `url()`, which stay as they are. */
const SELF_CONTAINED_URL = /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i;

/**
 * The sheet's text as the page can carry it: relative `url()`s resolved against the sheet's own
 * address (the page's differs), no source map comment (its file is named relative to the sheet),
 * and no `</style` that would end the element early.
 */
export function inlineCss(css: string, href: string): string {
  const base = href.slice(0, href.lastIndexOf('/') + 1);
  return css
    .replace(/\s*\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '')
    .replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, quote: string, url: string) =>
      SELF_CONTAINED_URL.test(url) ? whole : `url(${quote}${base}${url}${quote})`,
    )
    .replace(/<\/style/gi, '<\\/style');
}

/** The tag of one sheet: a `<style>` with its text when it has one, a `<link>` otherwise. */
export function styleSheetTag({ href, chunkFile, css }: StyleSheet): string {
  const name = chunkFile === undefined ? '' : ` data-href="${escapeAttribute(chunkFile)}"`;
  if (css !== undefined) return `<style${name}>${inlineCss(css, href)}</style>`;
  return `<link rel="stylesheet" href="${escapeAttribute(href)}"${name}>`;
}
