import { appRoutes, PAGE_ROUTE_META } from 'shared-types';

import { findRoute, forgetPageRoutes, learnPageRoute, siteRoutes } from './site-routes';

/** A document whose head holds `<meta name="page-route">` with `content`. */
function pageStating(content: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const meta = doc.createElement('meta');
  meta.name = PAGE_ROUTE_META;
  meta.content = content;
  doc.head.append(meta);
  return doc;
}

const giftCards = {
  path: '/gift-cards',
  title: 'Gift Cards',
  owner: 'forms/GiftCardsPage',
  socialImage: 'contact',
};

afterEach(forgetPageRoutes);

describe("the shell's routes", () => {
  it("are the build's until a page states one", () => {
    expect(siteRoutes()).toBe(appRoutes);
    expect(findRoute('/about/')?.owner).toBe('homeTours/AboutPage');
    expect(findRoute('/gift-cards')).toBeUndefined();
  });

  it("take a remote's page the build lacks from the page's meta", () => {
    learnPageRoute(pageStating(JSON.stringify(giftCards)));
    expect(findRoute('/gift-cards/')).toEqual(giftCards);
    expect(siteRoutes()).toHaveLength(appRoutes.length + 1);
  });

  it("keep the build's route where a page states one for a path it has", () => {
    learnPageRoute(pageStating(JSON.stringify({ ...giftCards, path: '/booking' })));
    expect(findRoute('/booking')?.owner).toBe('shell');
    expect(siteRoutes()).toBe(appRoutes);
  });

  it.each([
    ['no meta', null],
    ['a meta that is not JSON', '{not json'],
    ['a meta that is no route', JSON.stringify({ ...giftCards, owner: 'shell' })],
  ])('learn nothing from a page with %s', (_what, content) => {
    learnPageRoute(content === null ? document : pageStating(content));
    expect(siteRoutes()).toBe(appRoutes);
  });
});
