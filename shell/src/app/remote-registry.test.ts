import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

import { loadPageModule, registerAppRemotes, RemoteTimeoutError } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const locations = {
  homeTours: '/remotes/home-tours/mf-manifest.json',
  blogGallery: '/remotes/blog-gallery/mf-manifest.json',
  forms: '/remotes/forms/mf-manifest.json',
};

describe('the remote registry', () => {
  beforeEach(() => {
    jest.mocked(loadRemote).mockReset();
    jest.mocked(registerRemotes).mockReset();
    registerAppRemotes(locations);
  });

  it('registers every remote with its runtime location', () => {
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'homeTours', entry: locations.homeTours },
      { name: 'blogGallery', entry: locations.blogGallery },
      { name: 'forms', entry: locations.forms },
    ]);
  });

  it('loads a page module', async () => {
    const Page = () => null;
    jest.mocked(loadRemote).mockResolvedValue({ default: Page });
    await expect(loadPageModule('forms/InTheNewsPage')).resolves.toEqual({ default: Page });
    expect(loadRemote).toHaveBeenCalledWith('forms/InTheNewsPage');
  });

  it('gives up after the bounded wait', async () => {
    jest.useFakeTimers();
    jest.mocked(loadRemote).mockReturnValue(new Promise(() => undefined));
    const loading = loadPageModule('homeTours/AboutPage', { timeoutMs: 8000 });
    jest.advanceTimersByTime(8000);
    await expect(loading).rejects.toBeInstanceOf(RemoteTimeoutError);
    jest.useRealTimers();
  });

  it('re-registers only the failed remote, forcing the runtime to forget it, on retry', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: () => null });
    jest.mocked(registerRemotes).mockClear();
    await loadPageModule('blogGallery/SitemapPage', { retry: true });
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'blogGallery', entry: locations.blogGallery }],
      { force: true },
    );
  });

  it('rejects a module without a page component', async () => {
    jest.mocked(loadRemote).mockResolvedValue({});
    await expect(loadPageModule('forms/InTheNewsPage')).rejects.toThrow(
      'The forms section did not provide forms/InTheNewsPage.',
    );
  });
});
