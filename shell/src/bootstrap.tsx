import './styles/global.scss';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { createAppRoutes } from './app/routes';
import { registerServiceWorker } from './app/service-worker-registration';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const router = createBrowserRouter(createAppRoutes());

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

// Only the production build emits /sw.js (shell/webpack.config.ts).
if (process.env.NODE_ENV === 'production') registerServiceWorker();
