import { Suspense, useEffect } from 'react';
import { useRoutes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { site } from 'virtual:content/site';
import { Layout } from './components/layout/Layout.tsx';
import { routeObjects } from './routing/routes.tsx';
import { SiteProvider } from './routing/SiteContext.tsx';
import { GlobalStyle } from './styles/GlobalStyle.ts';
import { theme } from './styles/theme.ts';

/**
 * Marks the root once React has taken over the page, so tests and tools know hydration has
 * finished. It lives inside App because server and client trees must match for `useId`.
 */
function HydrationMarker() {
  useEffect(() => document.getElementById('root')?.setAttribute('data-hydrated', ''), []);
  return null;
}

/** The whole site inside a router; the router itself is given by the entry point (browser or static). */
export function App() {
  const page = useRoutes(routeObjects);
  return (
    <SiteProvider site={site}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Layout>
          <Suspense fallback={null}>{page}</Suspense>
        </Layout>
        <HydrationMarker />
      </ThemeProvider>
    </SiteProvider>
  );
}
