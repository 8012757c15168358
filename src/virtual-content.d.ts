/** The modules the content plugin (`scripts/vite/content-plugin.ts`) generates from `content/`. */

declare module 'virtual:content/site' {
  import type { SiteData } from '@/model/route-data.ts';
  /** The validated site settings. */
  export const site: SiteData;
}

declare module 'virtual:content/pages' {
  import type { MDXContent } from 'mdx/types';
  import type { PageIslandsData, PageRouteData } from '@/model/route-data.ts';
  import type { SectionComponentMap } from '@/components/sections/index.ts';
  type Components = Partial<SectionComponentMap>;
  /**
   * One entry per page file. `load` fetches the page's chunk: its data and the components of its
   * sections; `islands` what the browser needs to hydrate the prerendered page: its islands with
   * their components. Both name the page's island types (`islands`).
   */
  export const pageRoutes: {
    path: string;
    islands: () => Promise<{ route: PageIslandsData<MDXContent>; components?: Components; islands: string[] }>;
    load: () => Promise<{ route: PageRouteData<MDXContent>; components?: Components; islands: string[] }>;
  }[];
}

declare module 'virtual:content/case-studies' {
  import type { MDXContent } from 'mdx/types';
  import type { CaseStudyRouteData } from '@/model/route-data.ts';
  /** The loader of every case study's data and body, by id: a chunk each in the dev server, one module for all in the server bundle. */
  export const caseStudyLoaders: Map<number, () => Promise<{ route: CaseStudyRouteData<MDXContent> }>>;
}

declare module 'virtual:content/listings' {
  import type { MDXContent } from 'mdx/types';
  import type { SectionComponentMap } from '@/components/sections/index.ts';
  import type { PageRouteData } from '@/model/route-data.ts';
  /** The loader of each further page of the list of case studies (/blog/page/2, /blog/tag/{id}), by path: a chunk each in the dev server, one module for all in the server bundle. */
  export const listingLoaders: Map<
    string,
    () => Promise<{ route: PageRouteData<MDXContent>; components?: Partial<SectionComponentMap>; islands?: string[] }>
  >;
}

declare module 'virtual:content/paths' {
  /** Every route the content defines, for the prerenderer. */
  export const routePaths: string[];
  /** Paths rendered as the two not-found views. */
  export const notFoundPaths: { site: string; caseStudy: string };
  /** The id of each page's islands module, by route, to find its chunk in the client build's manifest. */
  export const islandModules: Record<string, string>;
}
