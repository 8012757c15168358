import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { SiteData } from '@/model/route-data.ts';
import { SiteProvider } from '@/routing/SiteContext.tsx';
import { theme } from '@/styles/theme.ts';
import { testSite } from './site-settings.ts';

/** Renders a component as the site would: with the theme, the site settings and a router at `path`. */
export function renderWithSite(ui: ReactElement, options: { path?: string; site?: SiteData } = {}): RenderResult {
  return render(
    <SiteProvider site={options.site ?? testSite}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
      </ThemeProvider>
    </SiteProvider>,
  );
}
