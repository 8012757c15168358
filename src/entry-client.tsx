import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { preloadRoute } from './routing/routes.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The prerendered HTML was rendered with the route's chunk loaded; loading it before hydrating
// makes the first client render identical, so React adopts the HTML instead of replacing it.
await preloadRoute(window.location.pathname);

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
