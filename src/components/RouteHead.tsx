import type { RouteMeta } from '@/content/route-data.ts';
import { useSite } from '../routing/SiteContext.tsx';

/** Serialises structured data so no string in it can close the script element. */
export function serialiseStructuredData(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * The head tags of a route. React 19 hoists them into <head> in the browser; the prerenderer
 * moves them there in the static HTML.
 */
export function RouteHead({ meta }: { meta: RouteMeta }) {
  const site = useSite();
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <meta name="keywords" content={meta.keywords.join(', ')} />
      {meta.canonical && <link rel="canonical" href={meta.canonical} />}
      <meta property="og:type" content={meta.openGraphType} />
      <meta property="og:site_name" content={site.brandName} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      {meta.canonical && <meta property="og:url" content={meta.canonical} />}
      <meta property="og:image" content={meta.socialImage} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={meta.socialImage} />
      {meta.structuredData.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseStructuredData(data) }} />
      ))}
    </>
  );
}

/** Head tags of the not-found views: a title, the site's tagline as description, and no indexing. */
export function NotFoundHead({ title }: { title: string }) {
  const site = useSite();
  return (
    <>
      <title>{`${title} ${site.titleSeparator} ${site.brandName}`}</title>
      <meta name="description" content={site.footer.tagline} />
      <meta name="robots" content="noindex" />
    </>
  );
}
