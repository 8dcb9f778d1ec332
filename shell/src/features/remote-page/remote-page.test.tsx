import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import type { PageModule } from '../../app/page-module';
import { layoutHydrated } from '../../lib/layout-hydrated';
import { RemotePage } from './remote-page';

const aboutPage: PageModule = { default: () => <h1>About us</h1> };

describe('a remote page hydrating its prerendered markup', () => {
  it('waits for the layout around it to be hydrated, then shows its page', async () => {
    const load = jest.fn(() => Promise.resolve(aboutPage));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RemotePage module="homeTours/AboutPage" load={load} />);
    document.body.append(container);

    await act(async () => {
      // renderToString leaves the page's boundary to the browser: React says so, and renders it
      // there, once it is ready. RemotePage itself is hydrated.
      hydrateRoot(container, <RemotePage module="homeTours/AboutPage" load={load} />, {
        onRecoverableError: () => undefined,
      });
      await Promise.resolve();
    });
    // Its module has arrived, but the header is still being hydrated: the page would share its
    // commit, and its task.
    expect(load).toHaveBeenCalledWith('homeTours/AboutPage');
    expect(screen.queryByRole('heading', { name: 'About us' })).toBeNull();

    await act(async () => {
      layoutHydrated();
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    container.remove();
  });
});
