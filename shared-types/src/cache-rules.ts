// How long browsers and CloudFront keep each file of the site: one set of rules for the local
// server, the deploy stacks that write Cache-Control on upload and the service worker. A file is
// an entry point (it names a release, or is published at a fixed address and changes with it),
// content-hashed (it never changes under its name) or neither.
//
// The file patterns are globs as `aws s3 sync` filters read them (the deploy stacks hand them to
// BucketDeployment's include and exclude): `*` matches any run of characters, `/` included, and
// `[0-9a-f]` one character of the class. site-rules' `cacheControlFor` reads them the same way.

/** The Cache-Control value of each kind of file. */
export const cacheControl = {
  /** Content-hashed files never change under their name. */
  immutable: 'public, max-age=31536000, immutable',
  /** Entry points are revalidated on every request, so a release shows at once. */
  revalidate: 'no-cache',
  /** Any other file keeps a fixed name across releases but may change: an hour. */
  short: 'public, max-age=3600',
} as const;

/** A Cache-Control value of the site. */
export type CacheControl = (typeof cacheControl)[keyof typeof cacheControl];

/**
 * A webpack content hash (12 hex digits) between two dots: `main.0123456789ab.js`,
 * `assets/cat.0123456789ab.svg`, `main.0123456789ab.js.map`.
 */
export const HASHED_FILE_GLOB = `*.${'[0-9a-f]'.repeat(12)}.*`;

/**
 * The service worker's test for a content-hashed URL (it reads a whole URL, so the hash must be
 * followed by the extension and the end). The unit tests hold it to {@link HASHED_FILE_GLOB}.
 */
export const HASHED_URL_PATTERN = /\.[0-9a-f]{12}\.[a-z0-9]+(?:\.map)?$/;

/** The shell's entry points, relative to its build folder. */
export const shellEntryPointGlobs = [
  'index.html',
  'sw.js',
  // The prerendered pages name the release's files as index.html does.
  'pages/*',
  // Published at fixed addresses and regenerated with every release of the shell.
  'sitemap.xml',
  'sitemap-shell.xml',
  'robots.txt',
  'site.webmanifest',
] as const;

/** The entry points of a remote's build, relative to its folder. */
export const remoteEntryPointGlobs = ['mf-manifest.json', 'remoteEntry.js'] as const;

/**
 * The service worker's test for a remote's entry point (same-origin URLs only reach it), its
 * manifest pointer for a later major version of the contract among them.
 */
export const REMOTE_ENTRY_URL_PATTERN =
  /\/remotes\/[^/]+\/(?:contract-\d+\/)?(?:mf-manifest\.json|remoteEntry\.js)$/;

/** Which entry points a build has: the shell's, or a remote's. */
export type BuildKind = 'shell' | 'remote';
