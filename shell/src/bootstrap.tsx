import './styles/global.scss';

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { createAppRoutes } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const router = createBrowserRouter(createAppRoutes());

// The first render is a transition, so React renders the page in slices of a few milliseconds
// and a phone's main thread is never blocked for long while the page is built.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});

// Only the production build emits /sw.js (shell/webpack.config.ts). The registration and
// workbox-window are a chunk of their own: nothing on the first screen needs them.
if (process.env.NODE_ENV === 'production') {
  void import('./app/service-worker-registration').then(({ registerServiceWorker }) =>
    registerServiceWorker(),
  );
}
