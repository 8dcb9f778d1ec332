import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  appRoutes,
  redirectTable,
  type FederatedModuleId,
  type ShellPageName,
  type ShellRoute,
} from 'shared-types';

import type { PageModule } from '../features/remote-page/page-module';
import type { PageRegistry } from '../features/remote-page/page-registry';
import { RemotePage } from '../features/remote-page/remote-page';
import { addPageRoute, forgetPageRoutes } from '../lib/site-routes';
import { renderApp } from './render-app.test-support';
import type { RenderRemote } from './routes';

function renderAt(path: string, renderRemote?: RenderRemote) {
  return renderApp(path, { renderRemote }).router;
}

beforeEach(() => {
  // jsdom has no scrolling; the layout scrolls to the top on every route change.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('the route table', () => {
  it.each(appRoutes.filter((route) => route.owner !== 'shell'))(
    'maps $path to its remote module $owner',
    async ({ path, owner }) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { name: `Page of ${owner}` })).toBeInTheDocument();
    },
  );

  /** The heading each of the shell's own pages opens with. */
  const shellPageHeadings: Record<ShellPageName, string> = {
    BookingPage: 'Book Your Cat History Tour',
  };

  it.each(appRoutes.filter((route): route is ShellRoute => route.owner === 'shell'))(
    'renders the page $page that the shell route $path names',
    async ({ path, page }) => {
      const heading = shellPageHeadings[page];
      expect(heading).toBeDefined();
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    },
  );

  it('replaces the history entry for a redirect and keeps the query', async () => {
    const router = renderAt('/about-us?ref=flyer');
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(router.state.location.search).toBe('?ref=flyer');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each(redirectTable.map((row) => [row.from, row.to]))(
    'redirects %s to %s',
    async (from, to) => {
      const router = renderAt(from);
      await waitFor(() =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(to),
      );
    },
  );

  it('redirects whatever the case and a trailing slash', async () => {
    const router = renderAt('/About-Us/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });

  it('turns /blog/{id} into /blog?post={id}', async () => {
    const router = renderAt('/blog/jerry-fox-saves-brooklyn-borough-hall');
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    expect(router.state.location.search).toBe('?post=jerry-fox-saves-brooklyn-borough-hall');
  });

  it('shows the not-found page for an unknown path', async () => {
    renderAt('/no-such-street');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home Page' })).toHaveAttribute('href', '/');
  });

  it('asks for the document at an unknown address reached from another page, not found at its own', async () => {
    const load = jest.fn();
    const leaves = jest.fn((pathname: string) => pathname !== '/gone');
    const router = renderApp('/gone', { leave: { leaves, load } }).router;
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await act(() => router.navigate('/gift-cards?from=nav#top'));
    expect(leaves).toHaveBeenLastCalledWith('/gift-cards');
    expect(load).toHaveBeenCalledWith('/gift-cards?from=nav#top');
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
    // A redirect's source is still the router's own to answer.
    load.mockClear();
    await act(() => router.navigate('/about-us'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(load).not.toHaveBeenCalled();
  });

  it('renders a route a page stated, which the build lacks, from its remote', async () => {
    addPageRoute({
      path: '/gift-cards',
      title: 'Gift Cards',
      owner: 'forms/GiftCardsPage' as FederatedModuleId,
      socialImage: 'contact',
    });
    try {
      renderAt('/gift-cards');
      expect(
        await screen.findByRole('heading', { name: 'Page of forms/GiftCardsPage' }),
      ).toBeInTheDocument();
    } finally {
      forgetPageRoutes();
    }
  });

  it('shows "Unexpected Application Error!" with the message for a router-level error', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('The layout broke');
    }
    renderAt('/about', () => <Broken />);
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The layout broke')).toBeInTheDocument();
    error.mockRestore();
    warn.mockRestore();
  });

  it('clears the error screen when the visitor goes to another page', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('The page broke');
    }
    const router = renderAt('/about', () => <Broken />);
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    await act(() => router.navigate('/booking'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book Your Cat History Tour' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('The page broke')).not.toBeInTheDocument();
    error.mockRestore();
  });
});

describe('a remote page', () => {
  // The page suspends on its module's load: awaited in act, as React asks of a test.
  // The site's RemotePage, with pages from the test's own registry.
  async function renderRemoteWith(load: PageRegistry['loadPageModule']) {
    const registry: PageRegistry = {
      loadPageModule: load,
      isPrerenderCurrent: () => Promise.resolve(true),
    };
    await act(async () => {
      renderApp('/in-the-news', {
        renderRemote: (module) => <RemotePage key={module} module={module} />,
        registry,
      });
    });
  }

  it('shows a fallback inside the intact layout when the remote fails, and retries on demand', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<PageModule>, [FederatedModuleId]>()
      .mockRejectedValueOnce(new Error('manifest 404'))
      .mockResolvedValueOnce({ default: () => <h1>In the News</h1> });
    await renderRemoteWith(load);

    expect(
      await screen.findByRole('heading', {
        name: 'This part of the site is unavailable right now',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await act(() => userEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { name: 'In the News' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith('forms/InTheNewsPage', { retry: true });
    error.mockRestore();
  });

  it('catches a remote page that throws while rendering', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRemoteWith(async () => ({
      default: () => {
        throw new Error('render failure');
      },
    }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    error.mockRestore();
  });

  it('fails, saying why, when the root provides no page registry', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/in-the-news', {
      renderRemote: (module) => <RemotePage key={module} module={module} />,
    });
    expect(
      await screen.findByText('A remote page renders inside a PageRegistryContext.'),
    ).toBeInTheDocument();
    error.mockRestore();
  });
});
