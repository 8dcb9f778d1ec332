import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { createAppRoutes, type RenderRemote } from './routes';

/** A remote page stand-in: one h1 naming the module. */
export const renderModuleName: RenderRemote = (module) => <h1>Page of {module}</h1>;

/** Renders the whole app (layout, routes, redirects) in a memory router at `path`; tests only. */
export function renderApp(path: string, renderRemote: RenderRemote = renderModuleName) {
  const router = createMemoryRouter(createAppRoutes(renderRemote), { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
