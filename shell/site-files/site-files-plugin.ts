import fs from 'node:fs';
import path from 'node:path';

import { appRoutes, pagesOfRoute, remoteOf, remotes, sectionSitemapFile } from 'shared-types';
import { Compilation, sources, type Compiler } from 'webpack';

import { renderIcons } from './icons';
import { buildRobotsTxt, buildSitemap, buildSitemapIndex, releaseDate } from './sitemap';
import { renderSocialImages } from './social-images';
import { webManifest } from './web-manifest';

/** Options of {@link SiteFilesPlugin}. */
export interface SiteFilesPluginOptions {
  /** The site's public origin, from which the sitemap's and robots.txt's URLs are made. */
  siteUrl: string;
  /** The shell's package folder (its artwork is in `src/assets/`, its favicon in `public/`). */
  shellDir: string;
}

/**
 * The files the site publishes at fixed addresses, made at build time in the shell's build: the
 * sitemap and robots.txt, the web app manifest, the icons and the link-preview pictures. The
 * service worker leaves them out of its precache (`SITE_FILES`).
 */
export class SiteFilesPlugin {
  constructor(private readonly options: SiteFilesPluginOptions) {}

  apply(compiler: Compiler): void {
    const name = SiteFilesPlugin.name;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          for (const [file, content] of await this.files()) {
            compilation.emitAsset(file, new sources.RawSource(content));
          }
        },
      );
    });
  }

  private async files(): Promise<Map<string, string | Buffer>> {
    const { siteUrl, shellDir } = this.options;
    const logo = fs.readFileSync(path.join(shellDir, 'public', 'favicon.svg'), 'utf8');
    const day = releaseDate(process.env, path.resolve(shellDir, '..'));
    return new Map<string, string | Buffer>([
      ['sitemap.xml', await buildSitemapIndex(siteUrl, day)],
      ...(await sectionSitemaps(siteUrl, day)),
      ['robots.txt', buildRobotsTxt(siteUrl)],
      ['site.webmanifest', webManifest()],
      ...(await renderIcons(logo)),
      ...(await renderSocialImages(shellDir)),
    ]);
  }
}

/**
 * Each section's sitemap from the repository's route list: the shell's release publishes its own
 * (`sitemap-shell.xml`); a remote's are what the local server answers until a remote's release
 * publishes its own (a stage serves the remote's, from its pointer).
 */
async function sectionSitemaps(siteUrl: string, day: string): Promise<[string, string][]> {
  const owners = new Map<string, typeof appRoutes>();
  for (const route of appRoutes) {
    const section = route.owner === 'shell' ? 'shell' : remotes[remoteOf(route.owner)].publicDir;
    owners.set(section, [...(owners.get(section) ?? []), route]);
  }
  return Promise.all(
    [...owners].map(async ([section, routes]): Promise<[string, string]> => [
      sectionSitemapFile(section),
      await buildSitemap(siteUrl, routes.flatMap(pagesOfRoute), day),
    ]),
  );
}

/** The files {@link SiteFilesPlugin} writes, by their path in the build. */
export const SITE_FILES =
  /^(?:sitemap(?:-[\w-]+)?\.xml|robots\.txt|site\.webmanifest|favicon\.ico|apple-touch-icon\.png|icon-[\w-]+\.png|social\/[\w-]+\.png)$/;
