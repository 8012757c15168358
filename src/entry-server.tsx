import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App.tsx';
import { Footer } from './components/layout/Footer.tsx';
import { SchemeToggle } from './components/scheme/SchemeToggle.tsx';
import { preloadRoute } from './routing/routes.tsx';
import { GlobalStyle } from './styles/GlobalStyle.ts';

export { islandModules, notFoundPaths, routePaths } from 'virtual:content/paths';

/** The HTML of one route, and the styled-components styles it uses. */
export async function render(url: string): Promise<{ html: string; styles: string }> {
  await preloadRoute(new URL(url, 'http://localhost').pathname);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <StaticRouter location={url}>
            <App footer={<Footer />} schemeToggle={<SchemeToggle />} globalStyle={<GlobalStyle />} />
          </StaticRouter>
        </StrictMode>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
