import { lazy, StrictMode, startTransition, Suspense, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
// The entry chunk's code runs in three tasks instead of one: React and React Router, then
// styled-components (which reads the page's prerendered styles back into its sheet), then the
// app's own modules. Each of the two imports below awaits a new task, and the bundler makes
// every module after it in the chunk wait as well. As one task, this code blocked the main thread
// long enough to count against Total Blocking Time on Lighthouse's slowed-down mobile CPU (see
// docs/decisions/0003-client-entry-in-three-tasks.md).
import './startup/afterFramework.ts';
import 'styled-components';
import './startup/afterStyles.ts';
import { App } from './App.tsx';
import { isNotFoundPage, startHydrating } from './routing/hydration.ts';
import { preloadRoute } from './routing/routes.tsx';
import { startupMarks } from './startup/steps.ts';

// Only a page without prerendered HTML (the dev server's) renders the footer, the global styles
// and the colour scheme toggle in the browser, so none is in the code every page loads.
const Footer = lazy(async () => ({ default: (await import('./components/layout/Footer.tsx')).Footer }));
const GlobalStyle = lazy(async () => ({ default: (await import('./styles/GlobalStyle.ts')).GlobalStyle }));
const SchemeToggle = lazy(async () => ({
  default: (await import('./components/scheme/SchemeToggle.tsx')).SchemeToggle,
}));

async function start(container: HTMLElement): Promise<void> {
  // The prerendered HTML was rendered with the route's chunk loaded; loading the page's islands
  // first makes the first client render match, so React hydrates the HTML instead of replacing it.
  // The dev server's page holds only the template's placeholder comment: nothing to hydrate.
  const hydrating = container.firstElementChild !== null;
  if (hydrating) startHydrating(window.location.pathname, { notFound: isNotFoundPage(document) });
  await preloadRoute(window.location.pathname, { hydrating });

  // What the prerendered page already shows is not rendered again in the browser.
  const unlessHydrating = (element: ReactNode) =>
    hydrating ? undefined : <Suspense fallback={null}>{element}</Suspense>;
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App
          globalStyle={unlessHydrating(<GlobalStyle />)}
          footer={unlessHydrating(<Footer />)}
          schemeToggle={unlessHydrating(<SchemeToggle />)}
        />
      </BrowserRouter>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread until the whole page is hydrated; a click meanwhile hydrates its target first.
  if (hydrating) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

performance.mark(startupMarks.app);
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
// Not a top-level await: route chunks import shared code from this module's chunk, which must
// finish evaluating before they can.
void start(container);
