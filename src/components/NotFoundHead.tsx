import { useReplacesPrerenderedHead } from '../routing/prerenderedHead.ts';
import { useSite } from '../routing/SiteContext.tsx';

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
