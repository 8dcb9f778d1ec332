import { sectionRoutesOf, type SectionRoutes } from 'shared-types';

import {
  assertFreeAddresses,
  routeConflicts,
  RouteRefusal,
  type ClaimingRelease,
} from './route-gate';

const deployedShell: ClaimingRelease = {
  section: 'shell',
  version: '20261129-080000-aaaaaaa',
  routes: sectionRoutesOf('shell'),
};
const deployedHomeTours: ClaimingRelease = {
  section: 'home-tours',
  version: '20261129-081000-bbbbbbb',
  routes: sectionRoutesOf('homeTours'),
};

/** A forms release claiming its own routes and `extra`. */
const forms = (...extra: SectionRoutes['routes']): ClaimingRelease => {
  const own = sectionRoutesOf('forms');
  return {
    section: 'forms',
    version: '20261129-090000-ccccccc',
    routes: { ...own, routes: [...own.routes, ...extra] },
  };
};
const page = (path: string) => ({ path, page: 'GiftCardsPage', title: 'Gift Cards' });

describe('the route gate', () => {
  it("lets a release through that claims only free addresses, and its own section's", () => {
    const deployedForms = { ...forms(), version: '20261128-090000-ddddddd' };
    expect(
      routeConflicts(forms(page('/gift-cards')), [deployedShell, deployedHomeTours, deployedForms]),
    ).toEqual([]);
  });

  it("names another section's page, a redirect's source and an address under a redirected prefix", () => {
    expect(
      routeConflicts(forms(page('/tours'), page('/Cat-Tours'), page('/blog/gift-cards')), [
        deployedShell,
        deployedHomeTours,
      ]),
    ).toEqual([
      '/cat-tours, which shell 20261129-080000-aaaaaaa (deployed) redirects',
      '/blog/gift-cards, which shell 20261129-080000-aaaaaaa (deployed) redirects (every /blog/<id>)',
      '/tours, which home-tours 20261129-081000-bbbbbbb (deployed) renders (ToursPage)',
    ]);
  });

  it('leaves an address below a redirected prefix free when it has more than one segment', () => {
    expect(routeConflicts(forms(page('/blog/gift-cards/terms')), [deployedShell])).toEqual([]);
  });

  it("refuses a shell whose redirects take a remote's page, naming the page", () => {
    const shell: ClaimingRelease = {
      ...deployedShell,
      version: '20261129-100000-eeeeeee',
      routes: { ...deployedShell.routes, redirects: ['/about'], redirectPrefixes: ['/tours/'] },
    };
    expect(() => assertFreeAddresses(shell, [deployedHomeTours])).toThrow(RouteRefusal);
    expect(routeConflicts(shell, [deployedHomeTours])).toEqual([
      '/about, which home-tours 20261129-081000-bbbbbbb (deployed) renders (AboutPage)',
      '/tours/brooklyn-heights, which home-tours 20261129-081000-bbbbbbb (deployed) renders (TourPage)',
      '/tours/financial-district, which home-tours 20261129-081000-bbbbbbb (deployed) renders (TourPage)',
      '/tours/lower-east-side, which home-tours 20261129-081000-bbbbbbb (deployed) renders (TourPage)',
      '/tours/private-tours, which home-tours 20261129-081000-bbbbbbb (deployed) renders (PrivateToursPage)',
    ]);
  });

  it("refuses a remote whose page addresses are more than the edge's store holds for it", () => {
    const many = Array.from({ length: 40 }, (_, index) => page(`/a-rather-long-address-${index}`));
    expect(() => assertFreeAddresses(forms(...many), [deployedShell])).toThrow(
      /^Refused: forms 20261129-090000-ccccccc's routes cannot be served; nothing was switched\. forms's 45 page addresses take \d+ bytes, more than the 1024 one key/,
    );
  });

  it('says what to do, and that nothing was switched', () => {
    expect(() => assertFreeAddresses(forms(page('/about')), [deployedHomeTours])).toThrow(
      'Refused: forms 20261129-090000-ccccccc claims addresses another section owns; nothing was ' +
        'switched. /about, which home-tours 20261129-081000-bbbbbbb (deployed) renders (AboutPage). ' +
        'Give the page another address, or have its owner release without it first.',
    );
  });
});
