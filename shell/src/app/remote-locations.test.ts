import { REMOTE_LOCATIONS_META, resolveRemoteLocations } from './remote-locations';

function documentWith(content?: string) {
  document.head.innerHTML = content === undefined ? '' : `<meta name="${REMOTE_LOCATIONS_META}">`;
  document.head.querySelector('meta')?.setAttribute('content', content ?? '');
  return document;
}

describe('resolveRemoteLocations', () => {
  it('uses the same-origin production layout when the page names no locations', () => {
    expect(resolveRemoteLocations(documentWith())).toEqual({
      homeTours: '/remotes/home-tours/mf-manifest.json',
      blogGallery: '/remotes/blog-gallery/mf-manifest.json',
      forms: '/remotes/forms/mf-manifest.json',
    });
  });

  it('lets the page override any remote, e.g. with dev-server URLs', () => {
    const locations = resolveRemoteLocations(
      documentWith(JSON.stringify({ forms: 'http://localhost:3003/mf-manifest.json' })),
    );
    expect(locations.forms).toBe('http://localhost:3003/mf-manifest.json');
    expect(locations.homeTours).toBe('/remotes/home-tours/mf-manifest.json');
  });

  it('ignores unreadable or wrongly typed overrides', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(resolveRemoteLocations(documentWith('{not json')).forms).toBe(
      '/remotes/forms/mf-manifest.json',
    );
    expect(resolveRemoteLocations(documentWith('{"forms": 42}')).forms).toBe(
      '/remotes/forms/mf-manifest.json',
    );
    error.mockRestore();
  });
});
