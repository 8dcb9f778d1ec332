import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  appRoutes,
  ROUTES_FILE,
  sectionRoutesOf,
  type PrerenderKit,
  type RemoteName,
  type RemoteRelease,
} from 'shared-types';

import { assertRunsOn, prerenderSection, routesOf } from './prerender-section';
import { NotDeployedError, type ReleaseSource } from './release-sources';

/** A kit that writes each route's path and the release its remote page came from. */
const contract = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../shell-contract/package.json'), 'utf8'),
) as { version: string };

const kit: PrerenderKit = {
  contractVersion: contract.version,
  sharedModules: {},
  prerenderPages: async (routes, remotes, options) =>
    routes.map((route) => ({
      route,
      file: route.path === '/' ? 'pages/index.html' : `pages${route.path}.html`,
      html:
        (route.owner === 'shell'
          ? `${route.path} by the shell`
          : `${route.path} from ${remotes[route.owner.split('/')[0] as RemoteName]?.basePath}`) +
        ` on ${options?.siteUrl ?? 'no site'}`,
    })),
};

function source(description: string, deployed: RemoteName[]): ReleaseSource {
  return {
    description,
    shellKit: () => Promise.resolve(kit),
    remote: (name) =>
      deployed.includes(name)
        ? Promise.resolve({ basePath: `/${description}/${name}/` } as RemoteRelease)
        : Promise.reject(new NotDeployedError(`https://site/remotes/${name}/mf-manifest.json`)),
  };
}

/** A repository whose remotes compile against the shell contract of this one. */
function repository(): string {
  const repoRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
  fs.mkdirSync(path.join(repoRoot, 'shell-contract'));
  fs.writeFileSync(path.join(repoRoot, 'shell-contract/package.json'), JSON.stringify(contract));
  return repoRoot;
}

function pagesIn(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'));
}

describe('prerenderSection', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("renders a remote's own routes only, its pages from its own build", async () => {
    const repoRoot = repository();
    await prerenderSection('forms', {
      own: source('own', ['forms']),
      others: source('deployed', ['homeTours', 'blogGallery']),
      repoRoot,
      siteUrl: 'https://cats.example',
    });
    const pages = path.join(repoRoot, 'mf-forms/dist/pages');
    expect(pagesIn(pages).sort()).toEqual([
      'contact.html',
      'in-the-news.html',
      'petition-jerry-fox.html',
      'press-kit.html',
      'survey.html',
    ]);
    expect(fs.readFileSync(path.join(pages, 'contact.html'), 'utf8')).toBe(
      '/contact from /own/forms/ on https://cats.example',
    );
  });

  it('renders the routes its build claims: a page added since the route list, not one removed', async () => {
    const repoRoot = repository();
    const dist = path.join(repoRoot, 'mf-forms/dist');
    fs.mkdirSync(dist, { recursive: true });
    const own = sectionRoutesOf('forms');
    fs.writeFileSync(
      path.join(dist, ROUTES_FILE),
      JSON.stringify({
        ...own,
        routes: [
          ...own.routes.filter((route) => route.path !== '/press-kit'),
          { path: '/gift-cards', page: 'GiftCardsPage', title: 'Gift Cards' },
        ],
      }),
    );
    await prerenderSection('forms', {
      own: source('own', ['forms']),
      others: source('deployed', ['homeTours', 'blogGallery']),
      repoRoot,
      siteUrl: 'https://cats.example',
    });
    expect(pagesIn(path.join(dist, 'pages')).sort()).toEqual([
      'contact.html',
      'gift-cards.html',
      'in-the-news.html',
      'petition-jerry-fox.html',
      'survey.html',
    ]);
    // Its sitemap lists the pages it claims by absolute address, the added one among them (the
    // survey is kept out of search engines).
    const sitemap = fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(listed).toEqual([
      'https://cats.example/in-the-news',
      'https://cats.example/contact',
      'https://cats.example/petition-jerry-fox',
      'https://cats.example/gift-cards',
    ]);
    fs.writeFileSync(
      path.join(dist, ROUTES_FILE),
      JSON.stringify({ ...own, section: 'home-tours' }),
    );
    await expect(
      prerenderSection('forms', {
        own: source('own', ['forms']),
        others: source('deployed', []),
        repoRoot,
        siteUrl: 'https://cats.example',
      }),
    ).rejects.toThrow('routes.json is not the routes file of forms.');
  });

  it('renders every route for the shell, leaving a remote never deployed to the browser', async () => {
    const repoRoot = repository();
    const written = await prerenderSection('shell', {
      own: source('own', []),
      others: source('deployed', ['homeTours', 'blogGallery']),
      repoRoot,
      siteUrl: 'https://cats.example',
    });
    const formsRoutes = routesOf('forms').length;
    expect(written).toHaveLength(appRoutes.length - formsRoutes);
    const pages = path.join(repoRoot, 'shell/dist/pages');
    expect(fs.readFileSync(path.join(pages, 'index.html'), 'utf8')).toBe(
      '/ from /deployed/homeTours/ on https://cats.example',
    );
    expect(fs.readFileSync(path.join(pages, 'booking.html'), 'utf8')).toBe(
      '/booking by the shell on https://cats.example',
    );
    expect(fs.existsSync(path.join(pages, 'contact.html'))).toBe(false);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('forms is not deployed yet'));
  });

  it("fails a remote's prerender when the shell it renders in cannot be had", async () => {
    const repoRoot = repository();
    const noShell: ReleaseSource = {
      ...source('deployed', []),
      shellKit: () => Promise.reject(new NotDeployedError('https://site/shell-release.json')),
    };
    await expect(
      prerenderSection('blogGallery', {
        own: source('own', ['blogGallery']),
        others: noShell,
        repoRoot,
        siteUrl: 'https://cats.example',
      }),
    ).rejects.toThrow('https://site/shell-release.json is not deployed.');
  });
});

describe('assertRunsOn', () => {
  it('lets a remote ship onto a shell of the same major version and the same or a later minor', () => {
    expect(() => assertRunsOn('forms', '1.2.0', '1.2.0')).not.toThrow();
    expect(() => assertRunsOn('forms', '1.2.0', '1.5.1')).not.toThrow();
  });

  it('stops a remote that needs names the deployed shell does not provide yet', () => {
    expect(() => assertRunsOn('forms', '1.3.0', '1.2.0')).toThrow(
      'mf-forms is built against shell contract 1.3.0, but the deployed shell provides 1.2.0: deploy the shell first.',
    );
  });

  it('stops a remote built against another major version, which the shell would refuse', () => {
    expect(() => assertRunsOn('homeTours', '2.0.0', '1.9.0')).toThrow(
      'the shell would refuse it; build it against the deployed contract.',
    );
  });
});
