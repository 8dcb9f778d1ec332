import { setPrerenderSiteUrl } from 'site-rules';

import { siteConfig } from './runtime-config';
import { siteConfigDefaults } from './site-config-defaults';

describe("siteConfig's site address", () => {
  afterEach(() => {
    setPrerenderSiteUrl(undefined);
    document.head.innerHTML = '';
  });

  it('is the one the page names in its head, read when asked', () => {
    document.head.innerHTML = '<meta name="site-url" content="https://staging.cats.example/">';
    expect(siteConfig.siteUrl).toBe('https://staging.cats.example');
    document.head.innerHTML = '<meta name="site-url" content="https://www.cats.example">';
    expect(siteConfig.siteUrl).toBe('https://www.cats.example');
  });

  it("is the prerender's, whatever the page says", () => {
    document.head.innerHTML = '<meta name="site-url" content="https://staging.cats.example">';
    setPrerenderSiteUrl('https://www.cats.example');
    expect(siteConfig.siteUrl).toBe('https://www.cats.example');
  });

  it("is the defaults' under Jest on a page that names none", () => {
    expect(siteConfig.siteUrl).toBe(siteConfigDefaults.siteUrl);
  });
});
