import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { site } from 'virtual:content/site';
import { Layout } from './components/layout/Layout.tsx';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary.tsx';
import { routeObjects } from './routing/routes.tsx';
import { SiteProviders } from './SiteProviders.tsx';

/**
 * Marks the root once React has taken over the page, so tests and tools know hydration has
 * finished. It sits in the route's Suspense boundary, whose content React hydrates after the
 * rest of the page.
 */
function HydrationMarker() {
  useEffect(() => document.getElementById('root')?.setAttribute('data-hydrated', ''), []);
  return null;
}

/** What the entry point gives the app besides the router around it. */
interface AppProps {
  /** The footer, which only a page without prerendered HTML renders in the browser (see `Layout`). */
  footer?: ReactNode;
  /**
   * The header's colour scheme toggle, given like the footer: its pre-paint script handles its clicks
   * and CSS shows its state, so hydrating leaves it as prerendered (see `SchemeToggle`).
   */
  schemeToggle?: ReactNode;
  /**
   * The global styles (`GlobalStyle`), which only a page without prerendered styles renders in
   * the browser: styled-components keeps the ones it reads from a prerendered page, where
   * rendering them again would compile them and replace them while the app hydrates.
   */
  globalStyle?: ReactNode;
}

/**
 * The whole site inside a router; the router itself is given by the entry point (browser or
 * server), and so are the footer, the colour scheme toggle and the global styles.
 */
export function App({ footer, schemeToggle, globalStyle }: AppProps) {
  const page = useRoutes(routeObjects);
  const { pathname } = useLocation();
  return (
    <SiteProviders site={site}>
      {globalStyle}
      <Layout footer={footer} schemeToggle={schemeToggle}>
        <RouteErrorBoundary pathname={pathname}>
          <Suspense fallback={null}>
            {page}
            <HydrationMarker />
          </Suspense>
        </RouteErrorBoundary>
      </Layout>
    </SiteProviders>
  );
}
