// The site's sitemaps. `/sitemap.xml` is an index naming one sitemap per section, each at the
// site's root (a sitemap may list only the addresses below its own folder): the shell's build
// writes the index and the shell's own; a remote's release writes its own from the pages it
// claims (`routes.json`), and the remote's pointer publishes it, so a page a remote adds or removes
// is listed, or no longer, with that release alone.
import { remoteNames, remotes } from './federation';

/** The sitemap a remote's release writes into its folder: the pages it renders. */
export const RELEASE_SITEMAP_FILE = 'sitemap.xml';

/** The sections with a sitemap of their own, by the name releases give them. */
export const sitemapSections: readonly string[] = [
  'shell',
  ...remoteNames.map((name) => remotes[name].publicDir),
];

/** Where a section's sitemap is served, at the site's root: `sitemap-forms.xml`. */
export function sectionSitemapFile(section: string): string {
  return `sitemap-${section}.xml`;
}
