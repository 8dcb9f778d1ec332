// Writes one prerendered HTML page per route of the site (docs/decisions/007), after the browser
// builds: `npm run build` runs it. Each page is the shell's index.html with the route's markup in
// `#root`, the route's title and meta tags in the head and, in the federated site, the build of
// each remote the markup came from, so a page whose remote has shipped since is rendered afresh.
//
// DIST_DIR and MONOLITH select the build, as for webpack.config.ts.
import fs from 'node:fs';
import path from 'node:path';

import {
  appRoutes,
  prerenderedPageFile,
  PRERENDERED_BUILDS_META,
  remoteBasePath,
  remoteBuildOf,
  remoteNames,
  remoteOf,
  remotes,
  type RemoteName,
} from 'shared-types';

import { escapeAttribute } from './html-attribute';

type RenderRoute = (pathname: string) => Promise<string>;

const repoRoot = path.resolve(__dirname, '..');
const distDir = process.env.DIST_DIR ?? 'dist';
const monolith = process.env.MONOLITH === '1';
const shellDist = path.join(__dirname, distDir);

/** Tags React hoists out of the page (title, meta, canonical, preloads) lead the markup. */
const HOISTED_TAG = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)/;

/** Splits the rendered markup into its hoisted head tags and the body markup. */
export function splitHoisted(markup: string): { head: string; body: string } {
  let rest = markup;
  const head: string[] = [];
  for (let match = HOISTED_TAG.exec(rest); match; match = HOISTED_TAG.exec(rest)) {
    head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head: head.join(''), body: rest };
}

interface ManifestExpose {
  path: string;
  assets: { css: { sync: string[] } };
}

/** Each remote's manifest in its dist folder (none for the single bundle). */
function remoteManifests(): Partial<Record<RemoteName, { exposes: ManifestExpose[] }>> {
  if (monolith) return {};
  return Object.fromEntries(
    remoteNames.map((name) => {
      const file = path.join(repoRoot, remotes[name].packageName, distDir, 'mf-manifest.json');
      return [name, JSON.parse(fs.readFileSync(file, 'utf8'))];
    }),
  );
}

/** A style sheet link of a prerendered page. */
export interface StyleSheet {
  href: string;
  /**
   * A remote's sheet: its file name in the remote's build, written as `data-href`. The remote's
   * CSS loader looks for a sheet it already has by that name or by its absolute URL (the remote's
   * public path is worked out in the browser); without it the loader adds the sheet a second time
   * when the page's chunk loads, and the browser restyles and lays out the whole page again.
   */
  chunkFile?: string;
}

/**
 * The style sheets a route's markup needs before any script runs, or it would paint unstyled and
 * shift when they arrive: the shell's own (layout and design system, every page uses them) and
 * the page's: in the federated site as its remote's manifest lists them, in the single bundle its
 * `page-<Page>` chunk's (styles shared by several pages are in the shell's list there).
 */
function styleSheetsOf(
  owner: string,
  manifests: ReturnType<typeof remoteManifests>,
  { shellStyles, pageStyles }: { shellStyles: string[]; pageStyles: string[] },
): StyleSheet[] {
  const own = shellStyles.map((href) => ({ href }));
  if (owner === 'shell') return own;
  const [remote, exposed] = owner.split('/') as [RemoteName, string];
  // The single bundle names each page's chunk `page-<Page>` (monolith-registry.ts).
  if (monolith) {
    const page = pageStyles.filter((href) => href.startsWith(`/page-${exposed}.`));
    return [...own, ...page.map((href) => ({ href }))];
  }
  const expose = manifests[remote]?.exposes.find((entry) => entry.path === `./${exposed}`);
  if (!expose) throw new Error(`${remote}'s manifest does not list ./${exposed}.`);
  return [
    ...own,
    ...expose.assets.css.sync.map((file) => ({
      href: `${remoteBasePath(remote)}${file}`,
      chunkFile: file,
    })),
  ];
}

/** The page for one route: the template with the route's head tags and markup. */
export function composePage(
  template: string,
  routePath: string,
  markup: string,
  { builds, styleSheets }: { builds: string; styleSheets: StyleSheet[] },
) {
  const { head: hoisted, body } = splitHoisted(markup);
  const links = styleSheets.map(({ href, chunkFile }) =>
    chunkFile === undefined
      ? `<link rel="stylesheet" href="${escapeAttribute(href)}">`
      : `<link rel="stylesheet" href="${escapeAttribute(href)}" data-href="${escapeAttribute(chunkFile)}">`,
  );
  const head = hoisted + links.join('');
  const hasDescription = head.includes('<meta name="description"');
  // Before the site's own title, which stays: React adopts the page's title while hydrating and
  // removes it with the page, and the site's title names the document until the next page's is in.
  let page = template.replace(/<title>/, () => `${head}<title>`);
  if (hasDescription) page = page.replace(/<meta\s+name="?description"?[\s>][^>]*>/, '');
  if (builds) {
    page = page.replace(
      '</head>',
      () => `<meta name="${PRERENDERED_BUILDS_META}" content="${escapeAttribute(builds)}"></head>`,
    );
  }
  const root = `<div id="root" data-prerendered="${escapeAttribute(routePath)}">${body}</div>`;
  const emptyRoot = /<div id="?root"?><\/div>/;
  if (!emptyRoot.test(page)) throw new Error('index.html has no empty #root.');
  return page.replace(emptyRoot, () => root);
}

async function main() {
  const bundle = path.join(__dirname, `${distDir}-prerender`, 'prerender.js');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderRoute } = require(bundle) as { renderRoute: RenderRoute };
  const template = fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const manifests = remoteManifests();
  const styles = fs
    .readdirSync(shellDist)
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => `/${file}`);
  const isPageStyle = (href: string) => href.startsWith('/page-');
  // Dialogs closed on arrival are `lazy-*` chunks (WhenOpened): their styles come with them.
  const isLazyStyle = (href: string) => href.startsWith('/lazy-');
  const sheets = {
    shellStyles: styles.filter((href) => !isPageStyle(href) && !isLazyStyle(href)),
    pageStyles: styles.filter(isPageStyle),
  };
  const started = Date.now();
  for (const route of appRoutes) {
    const remote = route.owner === 'shell' ? undefined : remoteOf(route.owner);
    const build = remote ? remoteBuildOf(manifests[remote]) : undefined;
    const markup = await renderRoute(route.path);
    const page = composePage(template, route.path, markup, {
      builds: remote && build ? JSON.stringify({ [remote]: build }) : '',
      styleSheets: styleSheetsOf(route.owner, manifests, sheets),
    });
    const file = path.join(shellDist, prerenderedPageFile(route.path));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, page);
  }
  console.log(
    `Prerendered ${appRoutes.length} pages in ${Date.now() - started} ms (${shellDist}).`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
