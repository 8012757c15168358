import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig } from 'vite';
import { fillTemplate } from '../../scripts/prerender/prerender.ts';
import { reactRouterProduction } from '../../scripts/vite/react-router-production.ts';
import { repoRoot } from './environment.ts';

// The smallest app that uses the site's framework the way the site does: React 19 with
// StrictMode and hydrateRoot, react-router-dom's declarative BrowserRouter with useRoutes and
// Link, styled-components with a theme, a global style and a styled element, prerendered with
// renderToString + StaticRouter + ServerStyleSheet and filled into the template by the site's
// own fillTemplate.
const files: Record<string, string> = {
  'package.json': '{ "private": true, "type": "module" }\n',
  'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <!--head-->
  </head>
  <body>
    <div id="root"><!--app--></div>
    <script type="module" src="/src/entry-client.tsx"></script>
  </body>
</html>
`,
  'src/App.tsx': `import { useEffect } from 'react';
import { Link, useRoutes } from 'react-router-dom';
import styled, { createGlobalStyle, ThemeProvider } from 'styled-components';

const theme = { accent: '#1d4ed8', text: '#0f172a' };
const GlobalStyle = createGlobalStyle\`body { margin: 0; font-family: system-ui, sans-serif; color: #0f172a; }\`;
const Main = styled.main\`max-width: 40rem; margin: 0 auto; padding: 2rem 1rem;\`;
const Title = styled.h1\`color: \${({ theme: t }) => (t as typeof theme).accent};\`;

function Home() {
  return (
    <Main>
      <title>Framework floor</title>
      <meta name="description" content="A minimal hydrated React page." />
      <Title>Framework floor</Title>
      <p>React 19, react-router-dom and styled-components, prerendered and hydrated.</p>
      <Link to="/about">About</Link>
    </Main>
  );
}

function About() {
  return (
    <Main>
      <title>About</title>
      <Title>About</Title>
      <Link to="/">Home</Link>
    </Main>
  );
}

function HydrationMarker() {
  useEffect(() => document.getElementById('root')?.setAttribute('data-hydrated', ''), []);
  return null;
}

export function App() {
  const page = useRoutes([{ path: '/', element: <Home /> }, { path: '*', element: <About /> }]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {page}
      <HydrationMarker />
    </ThemeProvider>
  );
}
`,
  'src/entry-client.tsx': `import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';

hydrateRoot(
  document.getElementById('root') as HTMLElement,
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
`,
  'src/entry-server.tsx': `import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App.tsx';

export function render(url: string): { html: string; styles: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<StrictMode><StaticRouter location={url}><App /></StaticRouter></StrictMode>));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
`,
};

/** The floor's Vite configuration: the site's build target, React Router build and styled-components SSR setting, no config file. */
export function floorViteConfig(workDir: string): InlineConfig {
  return {
    root: workDir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: reactRouterProduction },
    ssr: { noExternal: ['styled-components'] },
    build: { target: 'es2022' },
  };
}

/**
 * Writes the "framework floor" app into `workDir`, builds it with Vite (client and server
 * bundles) into `workDir/site` and prerenders `/` with the site's `fillTemplate`.
 * Returns the folder to serve.
 */
export async function buildFrameworkFloor(workDir: string): Promise<string> {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(workDir, name)), { recursive: true });
    writeFileSync(path.join(workDir, name), text);
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(workDir, 'node_modules'), 'dir');
  const siteDir = path.join(workDir, 'site');
  const serverDir = path.join(workDir, 'server');
  const config = floorViteConfig(workDir);
  await build({ ...config, build: { ...config.build, outDir: siteDir, emptyOutDir: true } });
  await build({
    ...config,
    build: { ...config.build, ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true },
  });
  const entry = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as {
    render: (url: string) => { html: string; styles: string };
  };
  const template = readFileSync(path.join(siteDir, 'index.html'), 'utf8');
  writeFileSync(path.join(siteDir, 'index.html'), fillTemplate(template, entry.render('/')));
  return siteDir;
}
