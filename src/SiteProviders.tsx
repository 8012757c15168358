import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { SiteData } from '@/model/route-data.ts';
import { SiteProvider } from './routing/SiteContext.tsx';
import { theme } from './styles/theme.ts';

/**
 * What every component of the site reads from around it: the site settings and the theme. The
 * app (`App`), the editor's preview and the component tests each put their own router around it:
 * the browser's history, the server's address, or one held in memory. `site` is absent only
 * where nothing reads it: the preview's notice that the site settings are invalid.
 */
export function SiteProviders({ site, children }: { site?: SiteData; children: ReactNode }) {
  return (
    <SiteProvider site={site}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </SiteProvider>
  );
}
