import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import type { SiteData } from '@/model/route-data.ts';
import { SiteProvider } from '@/routing/SiteContext.tsx';
import { GlobalStyle } from '@/styles/GlobalStyle.ts';
import { theme } from '@/styles/theme.ts';
import { PreviewNotice } from './PreviewNotice.tsx';

/** The site settings the preview's components read, or why there are none. */
export type PreviewSite = { site: SiteData } | { title: string; problems: string[] };

/**
 * What every component of the site expects around it, inside Decap's preview frame: the theme
 * and global styles (written into the frame's own `<head>`), the site settings and a router.
 * Without valid settings no component can render: the frame says why instead.
 */
export function PreviewFrame({
  frame,
  settings,
  children,
}: {
  frame: Document;
  settings: PreviewSite;
  children?: ReactNode;
}) {
  return (
    <StyleSheetManager target={frame.head}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {'site' in settings ? (
          <SiteProvider site={settings.site}>
            <MemoryRouter>{children}</MemoryRouter>
          </SiteProvider>
        ) : (
          <PreviewNotice title={settings.title} problems={settings.problems} />
        )}
      </ThemeProvider>
    </StyleSheetManager>
  );
}
