import { createContext, use, type ReactNode } from 'react';
import type { SiteData } from '@/model/route-data.ts';

const SiteContext = createContext<SiteData | undefined>(undefined);

/** Makes the site settings available to every component (see `SiteProviders`). */
export function SiteProvider({ site, children }: { site: SiteData | undefined; children: ReactNode }) {
  return <SiteContext value={site}>{children}</SiteContext>;
}

/** The site settings: brand, addresses, header and footer copy. */
export function useSite(): SiteData {
  const site = use(SiteContext);
  if (!site) throw new Error('useSite must be used inside <SiteProviders> with site settings.');
  return site;
}
