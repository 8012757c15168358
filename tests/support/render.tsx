import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { SiteData } from '@/model/route-data.ts';
import { SiteProviders } from '@/SiteProviders.tsx';
import { testSite } from './site-settings.ts';

/** Renders a component as the site would: with the theme, the site settings and a router at `path`. */
export function renderWithSite(ui: ReactElement, options: { path?: string; site?: SiteData } = {}): RenderResult {
  return render(
    <SiteProviders site={options.site ?? testSite}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
    </SiteProviders>,
  );
}
