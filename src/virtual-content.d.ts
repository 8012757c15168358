/** The modules the content plugin (`src/content/vite-plugin.ts`) generates from `content/`. */

declare module 'virtual:content/site' {
  import type { SiteData } from '@/content/route-data.ts';
  /** The validated site settings. */
  export const site: SiteData;
}

declare module 'virtual:content/pages' {
  import type { MDXContent } from 'mdx/types';
  import type { PageRouteData } from '@/content/route-data.ts';
  /** One entry per page file; `load` fetches the page's own chunk. */
  export const pageRoutes: { path: string; load: () => Promise<{ route: PageRouteData<MDXContent> }> }[];
}

declare module 'virtual:content/case-studies' {
  import type { MDXContent } from 'mdx/types';
  import type { CaseStudyRouteData } from '@/content/route-data.ts';
  /** Loaders of every case study's chunk, by id. */
  export const caseStudyLoaders: Map<number, () => Promise<{ route: CaseStudyRouteData<MDXContent> }>>;
}

declare module 'virtual:content/paths' {
  /** Every route the content defines, for the prerenderer. */
  export const routePaths: string[];
  /** Paths rendered as the two not-found views. */
  export const notFoundPaths: { site: string; caseStudy: string };
}
