import './styles/global.scss';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { createAppRoutes } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const router = createBrowserRouter(createAppRoutes());

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
