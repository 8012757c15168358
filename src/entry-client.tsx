import { lazy, StrictMode, startTransition, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { startAdoptingPrerenderedHtml } from './routing/adoption.ts';
import { preloadRoute } from './routing/routes.tsx';

// Only a page without prerendered HTML (the dev server's) renders the footer in the browser.
const Footer = lazy(async () => ({ default: (await import('./components/layout/Footer.tsx')).Footer }));

async function start(container: HTMLElement): Promise<void> {
  // The prerendered HTML was rendered with the route's chunk loaded; loading what hydration needs
  // of it first makes the first client render match, so React adopts the HTML instead of replacing it.
  // The dev server's page holds only the template's placeholder comment: nothing to adopt.
  const adopting = container.firstElementChild !== null;
  if (adopting) startAdoptingPrerenderedHtml(window.location.pathname, document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.routeModule);
  await preloadRoute(window.location.pathname, { adopting });

  const app = (
    <StrictMode>
      <BrowserRouter>
        <App
          stylesInPage={adopting}
          footer={
            adopting ? undefined : (
              <Suspense fallback={null}>
                <Footer />
              </Suspense>
            )
          }
        />
      </BrowserRouter>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread until the whole page is hydrated; a click meanwhile hydrates its target first.
  if (adopting) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
// Not a top-level await: route chunks import shared code from this module's chunk, which must
// finish evaluating before they can.
void start(container);
