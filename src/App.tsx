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

/** What the entry point gives the app besides the router around it. */
interface AppProps {
  /** The footer, which only a page without prerendered HTML renders in the browser (see `Layout`). */
  footer?: ReactNode;
  /**
   * True when the page already holds every style, global ones included: a prerendered page.
   * styled-components then keeps the global styles it read from the page, instead of compiling
   * them again and replacing them while the app hydrates.
   */
  stylesInPage?: boolean;
}

/**
 * The whole site inside a router; the router itself is given by the entry point (browser or
 * static), and so are the footer and whether the page already holds the global styles.
 */
export function App({ footer, stylesInPage = false }: AppProps) {
  const page = useRoutes(routeObjects);
  const { pathname } = useLocation();
  return (
    <SiteProvider site={site}>
      <ThemeProvider theme={theme}>
        {stylesInPage ? null : <GlobalStyle />}
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
