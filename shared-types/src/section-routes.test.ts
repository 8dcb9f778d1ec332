import { remoteNames, remotes } from './federation';
import { redirectTable } from './redirects';
import { appRoutes } from './routes';
import { routesOfFile, sectionRoutesOf, sectionRoutesSchema } from './section-routes';

describe("a section's routes file", () => {
  it('lists every route of the site once, each in the file of the section that renders it', () => {
    const files = [sectionRoutesOf('shell'), ...remoteNames.map((name) => sectionRoutesOf(name))];
    const listed = files.flatMap((file) => file.routes.map((route) => route.path)).sort();
    expect(listed).toEqual(appRoutes.map((route) => route.path).sort());
    for (const file of files) expect(sectionRoutesSchema.parse(file)).toEqual(file);
  });

  it("names a remote's page by its exposed module, and the section as releases name it", () => {
    const forms = sectionRoutesOf('forms');
    expect(forms.section).toBe(remotes.forms.publicDir);
    expect(forms.routes).toContainEqual({
      path: '/contact',
      page: 'ContactPage',
      title: 'Contact Us',
      socialImage: 'contact',
    });
    expect(forms.routes.find((route) => route.path === '/survey')?.noIndex).toBe(true);
    expect(forms.redirects).toBeUndefined();
  });

  it("gives the shell its own pages and every redirect's source", () => {
    const shell = sectionRoutesOf('shell');
    expect(shell.routes.map((route) => route.path)).toEqual(['/booking']);
    expect(shell.redirects).toEqual(redirectTable.map((rule) => rule.from));
    expect(shell.redirectPrefixes).toEqual(['/blog/']);
  });

  it('refuses a path listed twice', () => {
    const giftCards = { path: '/gift-cards', page: 'GiftCardsPage', title: 'Gift Cards' };
    const result = sectionRoutesSchema.safeParse({
      section: 'forms',
      routes: [giftCards, giftCards],
    });
    expect(
      result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ).toEqual(['routes.1.path: /gift-cards is listed twice']);
  });

  it('refuses an address with a trailing slash and a page that is no page', () => {
    const result = sectionRoutesSchema.safeParse({
      section: 'forms',
      routes: [
        { path: '/press/', page: 'PressPage', title: 'Press' },
        { path: '/x', page: 'helper', title: 'X' },
      ],
    });
    expect(result.success).toBe(false);
    expect(
      result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ).toEqual([
      'routes.0.path: a path of lower-case letters, digits and hyphens between slashes, with no slash at the end',
      'routes.1.page: a page component name ending in "Page"',
    ]);
  });

  it("gives a release the routes its file lists: the list's own, and a page added since", () => {
    const file = sectionRoutesOf('forms');
    expect(routesOfFile('forms', file)).toEqual(
      appRoutes.filter((route) => route.owner.startsWith('forms/')),
    );
    const giftCards = { path: '/gift-cards', page: 'GiftCardsPage', title: 'Gift Cards' };
    const added = routesOfFile('forms', { ...file, routes: [...file.routes, giftCards] });
    expect(added.at(-1)).toEqual({
      path: '/gift-cards',
      title: 'Gift Cards',
      owner: 'forms/GiftCardsPage',
      socialImage: 'site',
    });
  });
});
