import { smokePaths } from './browser-smoke';

describe('the pages the browser smoke opens', () => {
  const everyRemote = ['homeTours', 'blogGallery', 'forms'] as const;

  it("are a remote's own routes", () => {
    expect(smokePaths({ section: 'forms', remotes: everyRemote })).toEqual([
      '/in-the-news',
      '/contact',
      '/survey',
      '/petition-jerry-fox',
      '/press-kit',
    ]);
    expect(smokePaths({ section: 'blogGallery', remotes: everyRemote })).toEqual([
      '/gallery',
      '/blog',
      '/sitemap',
    ]);
  });

  it('are the pages the switched release claims, a page it added among them', () => {
    expect(
      smokePaths({ section: 'forms', remotes: everyRemote, pages: ['/contact', '/gift-cards'] }),
    ).toEqual(['/contact', '/gift-cards']);
  });

  it("are the shell's own routes and a page of each remote the stage serves", () => {
    expect(smokePaths({ section: 'shell', remotes: everyRemote })).toEqual([
      '/',
      '/booking',
      '/blog',
      '/contact',
    ]);
    expect(smokePaths({ section: 'shell', remotes: ['forms'] })).toEqual(['/booking', '/contact']);
  });
});
