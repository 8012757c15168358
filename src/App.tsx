import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { site } from 'virtual:content/site';
import { Layout } from './components/layout/Layout.tsx';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary.tsx';
import { routeObjects } from './routing/routes.tsx';
import { SiteProvider } from './routing/SiteContext.tsx';
import { GlobalStyle } from './styles/GlobalStyle.ts';
import { theme } from './styles/theme.ts';

/**
 * Marks the root once React has taken over the page, so tests and tools know hydration has
 * finished. It sits in the route's Suspense boundary, whose content React hydrates after the
 * rest of the page.
 */
function HydrationMarker() {
  useEffect(() => document.getElementById('root')?.setAttribute('data-hydrated', ''), []);
  return null;
}

/**
 * The whole site inside a router; the router itself is given by the entry point (browser or
 * static), and so is the footer (see `Layout`).
 */
export function App({ footer }: { footer?: ReactNode }) {
  const page = useRoutes(routeObjects);
  const { pathname } = useLocation();
  return (
    <SiteProvider site={site}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Layout footer={footer}>
          <RouteErrorBoundary pathname={pathname}>
            <Suspense fallback={null}>
              {page}
              <HydrationMarker />
            </Suspense>
          </RouteErrorBoundary>
        </Layout>
      </ThemeProvider>
    </SiteProvider>
  );
}
