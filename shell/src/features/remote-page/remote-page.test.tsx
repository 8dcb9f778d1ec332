import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { layoutHydrated } from '../../lib/layout-hydrated';
import type { PageModule } from './page-module';
import { PageRegistryContext, type PageRegistry } from './page-registry';
import { RemotePage } from './remote-page';

const aboutPage: PageModule = { default: () => <h1>About us</h1> };

describe('a remote page hydrating its prerendered markup', () => {
  it('waits for the layout around it to be hydrated, then shows its page', async () => {
    const load = jest.fn(() => Promise.resolve(aboutPage));
    const registry: PageRegistry = {
      loadPageModule: load,
      isPrerenderCurrent: () => Promise.resolve(true),
    };
    const page = (
      <PageRegistryContext value={registry}>
        <RemotePage module="homeTours/AboutPage" />
      </PageRegistryContext>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);

    await act(async () => {
      // renderToString leaves the page's boundary to the browser: React says so, and renders it
      // there, once it is ready. RemotePage itself is hydrated.
      hydrateRoot(container, page, {
        onRecoverableError: () => undefined,
      });
      await Promise.resolve();
    });
    // It is the page the site started on: it takes the start's load.
    expect(load).toHaveBeenCalledWith('homeTours/AboutPage', { fromStart: true });
    // Its module has arrived, but the header is still being hydrated: the page would share its
    // commit, and its task.
    expect(screen.queryByRole('heading', { name: 'About us' })).toBeNull();

    await act(async () => {
      layoutHydrated();
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    container.remove();
  });
});
