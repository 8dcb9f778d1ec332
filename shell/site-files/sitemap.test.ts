/**
 * @jest-environment node
 */
import { buildSitemapIndex } from './sitemap';

describe('buildSitemapIndex', () => {
  it("names every section's sitemap at the site's root, the shell's first", async () => {
    const xml = await buildSitemapIndex('https://cats.example', '2026-11-29');
    expect(xml).toContain('<sitemapindex');
    const named = [...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)];
    expect(named.map((match) => match[1])).toEqual([
      'https://cats.example/sitemap-shell.xml',
      'https://cats.example/sitemap-home-tours.xml',
      'https://cats.example/sitemap-blog-gallery.xml',
      'https://cats.example/sitemap-forms.xml',
    ]);
    expect(named.every((match) => match[2] === '2026-11-29')).toBe(true);
  });
});
