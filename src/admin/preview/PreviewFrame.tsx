import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { StyleSheetManager } from 'styled-components';
import type { SiteData } from '@/model/route-data.ts';
import { SiteProviders } from '@/SiteProviders.tsx';
import { GlobalStyle } from '@/styles/GlobalStyle.ts';
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
      <SiteProviders site={'site' in settings ? settings.site : undefined}>
        <GlobalStyle />
        {'site' in settings ? (
          <MemoryRouter>{children}</MemoryRouter>
        ) : (
          <PreviewNotice title={settings.title} problems={settings.problems} />
        )}
      </SiteProviders>
    </StyleSheetManager>
  );
}
