import { isPrerenderedFor, prerenderedBuildOf } from './prerendered-page';

function root(prerendered?: string, markup = '<div>page</div>'): HTMLElement {
  const element = document.createElement('div');
  if (prerendered !== undefined) element.dataset.prerendered = prerendered;
  element.innerHTML = markup;
  return element;
}

describe('isPrerenderedFor', () => {
  it('is true for the route the markup was prerendered for, trailing slash or not', () => {
    expect(isPrerenderedFor(root('/tours'), { pathname: '/tours', search: '' })).toBe(true);
    expect(isPrerenderedFor(root('/tours'), { pathname: '/tours/', search: '' })).toBe(true);
    expect(isPrerenderedFor(root('/'), { pathname: '/', search: '?utm_source=x' })).toBe(true);
  });

  it('is false for another route (the offline fallback), an unknown path or an empty root', () => {
    expect(isPrerenderedFor(root('/'), { pathname: '/tours', search: '' })).toBe(false);
    expect(isPrerenderedFor(root('/nowhere'), { pathname: '/nowhere', search: '' })).toBe(false);
    expect(isPrerenderedFor(root(), { pathname: '/tours', search: '' })).toBe(false);
    expect(isPrerenderedFor(root('/tours', ''), { pathname: '/tours', search: '' })).toBe(false);
  });

  it('is false for a route that reads its query when the address has one', () => {
    expect(isPrerenderedFor(root('/blog'), { pathname: '/blog', search: '?post=x' })).toBe(false);
    expect(isPrerenderedFor(root('/blog'), { pathname: '/blog', search: '' })).toBe(true);
    expect(isPrerenderedFor(root('/booking'), { pathname: '/booking', search: '?itemId=1' })).toBe(
      false,
    );
  });

  it('is true for the page of a blog post at that post’s address only', () => {
    const post = root('/blog?post=ships-cats-of-new-york-harbor');
    const at = (search: string) => isPrerenderedFor(post, { pathname: '/blog', search });
    expect(at('?post=ships-cats-of-new-york-harbor')).toBe(true);
    expect(at('?post=financial-district-felines')).toBe(false);
    expect(at('')).toBe(false);
  });

  it('is true for the not-found page at any address no route has', () => {
    const notFound = root('/404');
    expect(isPrerenderedFor(notFound, { pathname: '/no-such-street', search: '' })).toBe(true);
    expect(isPrerenderedFor(notFound, { pathname: '/tours/nowhere', search: '?a=1' })).toBe(true);
    expect(isPrerenderedFor(notFound, { pathname: '/tours', search: '' })).toBe(false);
  });
});

describe('prerenderedBuildOf', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("reads the remote's build from the page's meta tag", () => {
    document.head.innerHTML = `<meta name="mf-prerendered-builds" content='{"homeTours":"0a1b2c3d"}'>`;
    expect(prerenderedBuildOf(document, 'homeTours')).toBe('0a1b2c3d');
    expect(prerenderedBuildOf(document, 'forms')).toBeUndefined();
  });

  it('knows none without the tag or with an unreadable one', () => {
    expect(prerenderedBuildOf(document, 'homeTours')).toBeUndefined();
    document.head.innerHTML = `<meta name="mf-prerendered-builds" content="{oops">`;
    expect(prerenderedBuildOf(document, 'homeTours')).toBeUndefined();
  });
});
