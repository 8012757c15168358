import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { SiteProvider } from '@/routing/SiteContext.tsx';
import { GlobalStyle } from '@/styles/GlobalStyle.ts';
import { theme } from '@/styles/theme.ts';
import type { PreviewCatalog } from './catalog.ts';
import { PreviewNotice } from './PreviewNotice.tsx';

/**
 * What every component of the site expects around it, inside Decap's preview frame: the theme
 * and global styles (written into the frame's own `<head>`), the site settings and a router.
 */
export function PreviewFrame({ frame, catalog, children }: { frame: Document; catalog: PreviewCatalog | undefined; children: ReactNode }) {
  let content: ReactNode = children;
  if (!catalog) content = null;
  else if (!catalog.site) content = <PreviewNotice title="The preview needs valid site settings." problems={['Open Site settings and save them: the content check names what is wrong.']} />;
  return (
    <StyleSheetManager target={frame.head}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {catalog?.site ? (
          <SiteProvider site={catalog.site}>
            <MemoryRouter>{content}</MemoryRouter>
          </SiteProvider>
        ) : (
          content
        )}
      </ThemeProvider>
    </StyleSheetManager>
  );
}
