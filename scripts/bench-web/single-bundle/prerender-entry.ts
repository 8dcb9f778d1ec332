// The single-bundle baseline's prerender: every route, each page's style sheets from its
// `page-<Page>` chunk (page-registry.ts), every file served from the shell's root.
import {
  prerenderedPageFile,
  type AppRoute,
  type PrerenderedPage,
  type PrerenderOptions,
} from 'shared-types';
import { setPrerenderSiteUrl } from 'site-rules';

import { composePage, type StyleSheet } from '../../../shell/prerender';
import { renderRoute } from '../../../shell/src/app/prerender';
import { siteConfig } from '../../../shell/src/config/runtime-config';
import { createRemoteRegistry } from './page-registry';

declare const __SHELL_RELEASE__: { template: string; styles: string[] };

function styleSheetsOf(route: AppRoute): StyleSheet[] {
  const { styles } = __SHELL_RELEASE__;
  // Dialogs closed on arrival are `lazy-*` chunks: their styles come with them.
  const shell = styles.filter((href) => !href.startsWith('/page-') && !href.startsWith('/lazy-'));
  const page =
    route.owner === 'shell'
      ? []
      : styles.filter((href) => href.startsWith(`/page-${route.owner.split('/')[1]}.`));
  return [...shell, ...page].map((href) => ({ href }));
}

/** Renders every route of the single bundle. */
export async function prerenderPages(
  routes: readonly AppRoute[],
  options?: PrerenderOptions,
): Promise<PrerenderedPage[]> {
  setPrerenderSiteUrl(options?.siteUrl);
  const registry = createRemoteRegistry();
  const pages: PrerenderedPage[] = [];
  for (const route of routes) {
    const markup = await renderRoute(route.path, registry);
    const html = composePage(__SHELL_RELEASE__.template, route.path, markup, {
      builds: '',
      styleSheets: styleSheetsOf(route),
      siteUrl: siteConfig.siteUrl,
    });
    pages.push({ route, file: prerenderedPageFile(route.path), html });
  }
  return pages;
}
