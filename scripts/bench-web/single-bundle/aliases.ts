import path from 'node:path';

import { remoteNames, type RemoteName } from 'shared-types';

import { pageSources as blogGalleryPages } from '../../../mf-blog-gallery/module-federation.config';
import { pageSources as formsPages } from '../../../mf-forms/module-federation.config';
import { pageSources as homeToursPages } from '../../../mf-home-tours/module-federation.config';
import { shellModuleSources } from '../../../shell/module-federation.config';

const repoRoot = path.resolve(__dirname, '../../..');

const pagesOf: Record<RemoteName, { dir: string; pages: Readonly<Record<string, string>> }> = {
  homeTours: { dir: 'mf-home-tours', pages: homeToursPages },
  blogGallery: { dir: 'mf-blog-gallery', pages: blogGalleryPages },
  forms: { dir: 'mf-forms', pages: formsPages },
};

/**
 * The single-bundle baseline's module aliases: every federated id the shell loads
 * (`forms/ContactPage`…) and every shell module the remotes import (`shell/ui`, `shell/booking`,
 * `shell/router`) resolves to its source, with the same code, styles and assets as the federated
 * build.
 */
export function singleBundleAliases(): Record<string, string> {
  const pages = remoteNames.flatMap((name) =>
    Object.entries(pagesOf[name].pages).map(([page, file]) => [
      `${name}/${page}$`,
      path.resolve(repoRoot, pagesOf[name].dir, file),
    ]),
  );
  const shellModules = Object.entries(shellModuleSources).map(([id, file]) => [
    `${id}$`,
    path.resolve(repoRoot, 'shell', file),
  ]);
  return Object.fromEntries([...pages, ...shellModules]);
}
