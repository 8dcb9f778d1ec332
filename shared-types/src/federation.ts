// Names of the federated modules, shared so the shell's routes, the remotes' `exposes` maps and
// the deployment layout cannot drift apart. Remotes expose page modules only.

/** The remotes, in the order the shell registers them. */
export const remoteNames = ['homeTours', 'blogGallery', 'forms'] as const;

/** A remote's federation name. */
export type RemoteName = (typeof remoteNames)[number];

/** How one remote is named, built, served and what it exposes. */
export interface RemoteDefinition {
  /** Federation name, also the prefix of its module ids. */
  name: RemoteName;
  /** npm workspace that builds it. */
  packageName: 'mf-home-tours' | 'mf-blog-gallery' | 'mf-forms';
  /** Folder under `/remotes/` where its build is served. */
  publicDir: 'home-tours' | 'blog-gallery' | 'forms';
  /** Port of its dev server. */
  devPort: 3001 | 3002 | 3003;
  /** Keys of its `exposes` map. */
  exposes: readonly string[];
}

/** Every remote's definition. */
export const remotes = {
  homeTours: {
    name: 'homeTours',
    packageName: 'mf-home-tours',
    publicDir: 'home-tours',
    devPort: 3001,
    exposes: ['./HomePage', './ToursPage', './TourPage', './PrivateToursPage', './AboutPage'],
  },
  blogGallery: {
    name: 'blogGallery',
    packageName: 'mf-blog-gallery',
    publicDir: 'blog-gallery',
    devPort: 3002,
    exposes: ['./BlogPage', './GalleryPage', './SitemapPage'],
  },
  forms: {
    name: 'forms',
    packageName: 'mf-forms',
    publicDir: 'forms',
    devPort: 3003,
    exposes: [
      './ContactPage',
      './SurveyPage',
      './PetitionPage',
      './PressKitPage',
      './InTheNewsPage',
    ],
  },
} as const satisfies Record<RemoteName, RemoteDefinition>;

/** An exposed key of remote `N`, such as './HomePage'. */
type ExposedModule<N extends RemoteName> = (typeof remotes)[N]['exposes'][number];

/** The name of a page remote `N` exposes, such as 'HomePage' (its exposed key without './'). */
export type PageName<N extends RemoteName> = ExposedModule<N> extends `./${infer M}` ? M : never;

/** A federated import specifier, such as 'homeTours/HomePage'. */
export type FederatedModuleId = {
  [N in RemoteName]: `${N}/${PageName<N>}`;
}[RemoteName];

/** Every federated module id, in registration order. */
export const federatedModuleIds: readonly FederatedModuleId[] = remoteNames.flatMap((name) =>
  remotes[name].exposes.map((key) => `${name}/${key.slice(2)}` as FederatedModuleId),
);

/** The host's federation name. */
export const SHELL_NAME = 'shell';

/**
 * The shell's modules every remote uses: the design system, the booking widget and the routing
 * API. The shell provides them in the federation share scope as singletons and the remotes consume
 * them from it, so a first visit runs one federation runtime, not a second one for a shell
 * container (docs/decisions/006).
 */
export const shellModules = ['shell/ui', 'shell/booking', 'shell/router'] as const;

/** A module of the shell, such as 'shell/ui'. */
export type ShellModuleId = (typeof shellModules)[number];

/** The remote that exposes a federated module: `forms` for `forms/ContactPage`. */
export function remoteOf(id: FederatedModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}

/** URL path of a remote's built files, ending with a slash. */
export function remoteBasePath(name: RemoteName): string {
  return `/remotes/${remotes[name].publicDir}/`;
}

/**
 * URL path of one release of a remote, ending with a slash: each deploy publishes the remote's
 * build there, and its manifest pointer (`remoteManifestPath`) names the release the site serves.
 */
export function remoteReleasePath(name: RemoteName, version: string): string {
  return `${remoteBasePath(name)}releases/${version}/`;
}

/**
 * The major version of the shell's contract a version or range names: 2 for `2.1.0` or `^2.1.0`;
 * 1 when it names none (a release recorded before contracts were versioned).
 */
export function contractMajorOf(version: string | undefined): number {
  const major = /(\d+)\./.exec(version ?? '')?.[1];
  return major === undefined ? 1 : Number(major);
}

/**
 * URL path of a remote's federation manifest pointer for a shell of contract major `major`. Each
 * major version has its own, so a shell only ever loads remotes built for its contract, whichever
 * the others point at: contract 1 (and the unversioned 0) at `/remotes/<dir>/mf-manifest.json`,
 * where it always was, a later one at `/remotes/<dir>/contract-<major>/mf-manifest.json`.
 */
export function remoteManifestPath(name: RemoteName, major = 1): string {
  return major <= 1
    ? `${remoteBasePath(name)}mf-manifest.json`
    : `${remoteBasePath(name)}contract-${major}/mf-manifest.json`;
}

/**
 * `<meta name="mf-prerendered-builds">` of a prerendered page: JSON naming, for the remote whose
 * page the markup shows, the build it was rendered from (docs/decisions/007).
 */
export const PRERENDERED_BUILDS_META = 'mf-prerendered-builds';
