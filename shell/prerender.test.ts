/** @jest-environment node */
import { appRoutes, type FederatedModuleId } from 'shared-types';

import {
  composeOfflinePage,
  composePage,
  preloadsOf,
  splitHoisted,
  styleSheetsOf,
} from './prerender';

const template =
  '<!doctype html><html lang=en><head><meta charset=utf-8>' +
  '<meta name=description content="Site description."><title>Site</title>' +
  '<script defer src=/main.0123456789ab.js></script></head>' +
  '<body><div id=root></div><noscript>No script</noscript></body></html>';

describe('splitHoisted', () => {
  it('takes the leading title, meta and link tags React hoists as head tags', () => {
    const { head, body } = splitHoisted(
      '<link rel="preload" as="image" href="/hero.svg"/><title>Tours</title>' +
        '<meta name="description" content="All tours."/><div><h1>Tours</h1><title>x</title></div>',
    );
    expect(head).toBe(
      '<link rel="preload" as="image" href="/hero.svg"/><title>Tours</title>' +
        '<meta name="description" content="All tours."/>',
    );
    expect(body).toBe('<div><h1>Tours</h1><title>x</title></div>');
  });

  it('leaves markup without head tags whole', () => {
    expect(splitHoisted('<div>page</div>')).toEqual({ head: '', body: '<div>page</div>' });
  });
});

describe('composePage', () => {
  /** A page of the shell's own: no remote build, no remote style sheet. */
  const shellPage = (path: string, pageMarkup: string) =>
    composePage(template, path, pageMarkup, {
      builds: '',
      styleSheets: [],
      siteUrl: 'https://cats.example',
    });

  const markup =
    '<title>Tours</title><meta name="description" content="All tours."/><main>x</main>';

  it("puts the route's head tags and style sheets in the head and its markup in #root", () => {
    const page = composePage(template, '/tours', markup, {
      builds: '{"homeTours":"0a1b2c3d"}',
      siteUrl: 'https://cats.example',
      styleSheets: [
        { href: '/shell.0123456789ab.css' },
        {
          href: '/remotes/home-tours/page.0123456789ab.css',
          chunkFile: 'page.0123456789ab.css',
          css: '.page{margin:0}',
        },
      ],
    });
    // The remote's sheet is in the page, under the name its CSS loader knows it by.
    const remoteSheet = '<style data-href="page.0123456789ab.css">.page{margin:0}</style>';
    expect(page).toContain(
      '<title>Tours</title><meta name="description" content="All tours."/>' +
        '<link rel="stylesheet" href="/shell.0123456789ab.css">' +
        remoteSheet,
    );
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).not.toContain('<title>Site</title>');
    expect(page).not.toContain('Site description.');
    expect(page).toContain(
      '<meta name="site-url" content="https://cats.example">' +
        '<meta name="mf-prerendered-builds" content="{&quot;homeTours&quot;:&quot;0a1b2c3d&quot;}"></head>',
    );
    expect(page).toContain('<div id="root" data-prerendered="/tours"><main>x</main></div>');
    expect(page).toContain('<script defer src=/main.0123456789ab.js></script>');
  });

  it("keeps the site's description when the page has none, and names no build for the shell's pages", () => {
    const page = shellPage('/booking', '<title>Book</title><main>y</main>');
    expect(page).toContain('Site description.');
    expect(page).not.toContain('mf-prerendered-builds');
  });

  it("keeps the site's title for a page without one", () => {
    const page = shellPage('/x', '<main>z</main>');
    expect(page).toContain('<title>Site</title>');
  });

  it('marks the page with its address, the query of a post included', () => {
    const page = shellPage('/blog?post=a&b', '<main>p</main>');
    expect(page).toContain('<div id="root" data-prerendered="/blog?post=a&amp;b">');
  });

  it("states a remote page's route in its head, so a shell built without it renders it", () => {
    const route = {
      path: '/gift-cards',
      title: 'Gift Cards',
      owner: 'forms/GiftCardsPage',
      socialImage: 'contact',
    } as const;
    const page = composePage(template, '/gift-cards', markup, {
      builds: '{"forms":"0a1b2c3d"}',
      styleSheets: [],
      siteUrl: 'https://cats.example',
      route: { ...route, owner: route.owner as FederatedModuleId, queryPages: undefined },
    });
    const meta = /<meta name="page-route" content="([^"]*)">/.exec(page)?.[1];
    expect(JSON.parse((meta ?? '').replaceAll('&quot;', '"'))).toEqual(route);
    const booking = appRoutes.find((known) => known.owner === 'shell');
    expect(
      shellPage('/booking', '<main>b</main>') +
        composePage(template, '/booking', markup, {
          builds: '',
          styleSheets: [],
          siteUrl: 'https://cats.example',
          route: booking,
        }),
    ).not.toContain('page-route');
  });

  it('refuses a template without an empty #root', () => {
    expect(() =>
      composePage('<html><body><div id=app></div></body></html>', '/', markup, {
        builds: '',
        styleSheets: [],
        siteUrl: 'https://cats.example',
      }),
    ).toThrow('index.html has no empty #root.');
  });
});

describe('styleSheetsOf', () => {
  const shellStyles = [{ href: '/main.0123456789ab.css' }];
  const forms = {
    basePath: '/remotes/forms/releases/20261123-1200/',
    manifest: {
      exposes: [{ path: './ContactPage', assets: { css: { sync: ['contact.0a1b2c3d4e5f.css'] } } }],
    },
    loadPage: () => Promise.reject(new Error('not loaded here')),
    readStyleSheet: (file: string) => Promise.resolve(`/* ${file} */.contact{margin:0}`),
  };

  it("writes a remote page's own sheets into it, from the release it was rendered from", async () => {
    expect(await styleSheetsOf('forms/ContactPage', { forms }, shellStyles)).toEqual([
      { href: '/main.0123456789ab.css' },
      {
        href: '/remotes/forms/releases/20261123-1200/contact.0a1b2c3d4e5f.css',
        chunkFile: 'contact.0a1b2c3d4e5f.css',
        css: '/* contact.0a1b2c3d4e5f.css */.contact{margin:0}',
      },
    ]);
  });

  it("links only the shell's sheets for the shell's pages", async () => {
    expect(await styleSheetsOf('shell', {}, shellStyles)).toEqual(shellStyles);
  });

  it("fails when the remote's release does not list the page", async () => {
    await expect(styleSheetsOf('forms/SurveyPage', { forms }, shellStyles)).rejects.toThrow(
      "forms's manifest does not list ./SurveyPage.",
    );
  });
});

describe('preloadsOf', () => {
  const shell = {
    template:
      '<head><script defer fetchpriority=high src=/start.0a.js ' +
      'data-scripts="/main.0123456789ab.js"></script></head>',
    startScripts: ['/bootstrap.0a1b.js', '/shell-common.2c3d.js'],
  };
  const forms = {
    basePath: '/remotes/forms/releases/20261123-1200/',
    manifest: {
      metaData: {
        publicPath: '/remotes/forms/releases/20261123-1200/',
        remoteEntry: { name: 'remoteEntry.js', path: '' },
      },
      exposes: [
        {
          path: './ContactPage',
          assets: { css: { sync: [] }, js: { sync: ['contact.0a1b2c3d4e5f.js', '217.9f8e.js'] } },
        },
      ],
    },
    loadPage: () => Promise.reject(new Error('not loaded here')),
    readStyleSheet: () => Promise.reject(new Error('not read here')),
  };

  it("names the entry, the remote's manifest, the shell's start and the page's scripts, in that order", () => {
    expect(preloadsOf('forms/ContactPage', { forms }, shell)).toEqual([
      { href: '/main.0123456789ab.js', as: 'script' },
      { href: '/remotes/forms/mf-manifest.json', as: 'fetch' },
      { href: '/bootstrap.0a1b.js', as: 'script' },
      { href: '/shell-common.2c3d.js', as: 'script' },
      { href: '/remotes/forms/releases/20261123-1200/remoteEntry.js', as: 'script' },
      { href: '/remotes/forms/releases/20261123-1200/contact.0a1b2c3d4e5f.js', as: 'script' },
      { href: '/remotes/forms/releases/20261123-1200/217.9f8e.js', as: 'script' },
    ]);
  });

  it("names only the shell's scripts for the shell's pages", () => {
    expect(preloadsOf('shell', {}, shell).map((preload) => preload.href)).toEqual([
      '/main.0123456789ab.js',
      '/bootstrap.0a1b.js',
      '/shell-common.2c3d.js',
    ]);
  });

  it("fails when the remote's manifest names no remote entry", () => {
    const bare = { ...forms, manifest: { exposes: forms.manifest.exposes } };
    expect(() => preloadsOf('forms/ContactPage', { forms: bare }, shell)).toThrow(
      "forms's manifest does not list its remote entry and ./ContactPage.",
    );
  });

  it('writes a preload the browser matches to the request that uses it', () => {
    const page = composePage(template, '/contact', '<main>c</main>', {
      builds: '',
      styleSheets: [{ href: '/shell.0123456789ab.css' }],
      siteUrl: 'https://www.catsabouttown.example',
      preloads: [
        { href: '/main.0123456789ab.js', as: 'script' },
        { href: '/remotes/forms/mf-manifest.json', as: 'fetch' },
      ],
    });
    // After what the first paint needs (the template's scripts among it); the manifest is
    // fetched in CORS mode.
    expect(page).toContain(
      '<script defer src=/main.0123456789ab.js></script>' +
        '<meta name="site-url" content="https://www.catsabouttown.example">' +
        '<link rel="preload" as="script" href="/main.0123456789ab.js">' +
        '<link rel="preload" as="fetch" href="/remotes/forms/mf-manifest.json" crossorigin>' +
        '</head>',
    );
  });
});

describe('composeOfflinePage', () => {
  const markup = '<title>You are offline</title><main><h1>You are offline</h1></main>';
  const options = {
    styleSheets: [{ href: '/shell.0123456789ab.css' }],
    siteUrl: 'https://cats.example',
  };

  it('keeps the style sheets and leaves out every script and the no-script notice', () => {
    const page = composeOfflinePage(
      template.replace('</head>', '<script async src=/capture.0123456789ab.js></script></head>'),
      markup,
      options,
    );
    expect(page).not.toContain('<script');
    expect(page).not.toContain('<noscript');
    expect(page).toContain('<link rel="stylesheet" href="/shell.0123456789ab.css">');
    expect(page).toContain('<title>You are offline</title>');
    expect(page).toContain('<h1>You are offline</h1>');
  });

  it('refuses a template with an inline script it cannot leave out', () => {
    expect(() =>
      composeOfflinePage(
        template.replace('</head>', '<script>go()</script></head>'),
        markup,
        options,
      ),
    ).toThrow('index.html has a script the offline page cannot leave out.');
  });
});
