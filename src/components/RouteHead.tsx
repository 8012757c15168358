import { useLayoutEffect } from 'react';
import type { RouteMeta } from '@/model/route-data.ts';
import { releasePrerenderedHead } from '../routing/prerenderedHead.ts';
import { useSite } from '../routing/SiteContext.tsx';
import { PrerenderedHtml } from './PrerenderedHtml.tsx';

/** Serialises structured data so no string in it can close the script element. */
export function serialiseStructuredData(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** Once head tags rendered in the browser are in <head>, the prerendered page's go (see `src/routing/prerenderedHead.ts`). */
function useReplacesPrerenderedHead(): void {
  useLayoutEffect(releasePrerenderedHead, []);
}

/**
 * The head tags of a route. React 19 hoists them into <head> in the browser; the prerenderer
 * moves them there in the prerendered HTML. Structured data stays in the body, in a
 * `PrerenderedHtml` region that `PrerenderedHead` leaves as it is while the page hydrates.
 */
export function RouteHead({ meta }: { meta: RouteMeta }) {
  const site = useSite();
  useReplacesPrerenderedHead();
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
      <PrerenderedHtml>
        {meta.structuredData.map((data, index) => (
          <script
            // biome-ignore lint/suspicious/noArrayIndexKey: a page's structured data is fixed; a block is its place in the head
            key={index}
            type="application/ld+json"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be the script's raw text; serialiseStructuredData escapes `<` so it cannot close the script
            dangerouslySetInnerHTML={{ __html: serialiseStructuredData(data) }}
          />
        ))}
      </PrerenderedHtml>
    </>
  );
}

/** Head tags of the not-found views: a title, the site's tagline as description, and no indexing. */
export function NotFoundHead({ title }: { title: string }) {
  const site = useSite();
  useReplacesPrerenderedHead();
  return (
    <>
      <title>{`${title} ${site.titleSeparator} ${site.brandName}`}</title>
      <meta name="description" content={site.footer.tagline} />
      <meta name="robots" content="noindex" />
    </>
  );
}
