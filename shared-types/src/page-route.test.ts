import { pageRouteOf, parsePageRoute } from './page-route';
import { appRoutes } from './routes';

describe("a remote page's stated route", () => {
  it('reads back what every remote route states, and the shell states none of its own', () => {
    for (const route of appRoutes) {
      const stated = pageRouteOf(route);
      if (route.owner === 'shell') {
        expect(stated).toBeUndefined();
        continue;
      }
      expect(stated).toMatchObject({ path: route.path, title: route.title, owner: route.owner });
      expect(parsePageRoute(JSON.parse(JSON.stringify(stated)))).toEqual(
        JSON.parse(JSON.stringify(stated)),
      );
    }
  });

  const giftCards = {
    path: '/gift-cards',
    title: 'Gift Cards',
    owner: 'forms/GiftCardsPage',
    socialImage: 'contact',
  };

  it('takes a page a remote added after the build', () => {
    expect(parsePageRoute(giftCards)).toEqual(giftCards);
    expect(parsePageRoute({ ...giftCards, readsQuery: true, noIndex: false })).toEqual({
      ...giftCards,
      readsQuery: true,
      noIndex: false,
    });
  });

  it.each([
    ['no object', null],
    ['a path with a trailing slash', { ...giftCards, path: '/gift-cards/' }],
    ['a path off the site', { ...giftCards, path: 'https://elsewhere.example/x' }],
    ['an empty title', { ...giftCards, title: '' }],
    ["the shell's own page", { ...giftCards, owner: 'shell' }],
    ['an unknown remote', { ...giftCards, owner: 'payments/GiftCardsPage' }],
    ['a module that is no page', { ...giftCards, owner: 'forms/giftCards' }],
    ['a deeper module', { ...giftCards, owner: 'forms/x/GiftCardsPage' }],
    ['an unknown picture', { ...giftCards, socialImage: 'gift' }],
    ['a flag that is no boolean', { ...giftCards, readsQuery: 'yes' }],
  ])('refuses %s', (_what, value) => {
    expect(parsePageRoute(value)).toBeUndefined();
  });
});
