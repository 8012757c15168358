/**
 * The other content a preview shows: the site settings every component reads, the case studies a
 * page's stories and list name, the FAQ entries of the accordion. Read through Decap from the
 * same files the build reads, and checked by the same schemas; an entry that does not pass is
 * left out, as the build would refuse it.
 */
import type { MDXContent } from 'mdx/types';
import { caseStudySchema, type CaseStudyData } from '@/model/case-study.ts';
import { faqEntrySchema } from '@/model/faq-entry.ts';
import type { PictureData } from '@/model/picture.ts';
import type { FaqItem, SiteData } from '@/model/route-data.ts';
import { siteSchema } from '@/model/site.ts';
import { type Tag, tagListSchema } from '@/model/tag.ts';
import { plain, type PreviewProps } from '../decap.ts';
import { bodyComponent, type AssetAddress } from './mdx-body.tsx';

/**
 * The collections of the editor's configuration (`scripts/editor/cms-config.ts`), and the name of
 * the site settings file in theirs (Decap names a file's preview template by it).
 */
export const collections = {
  pages: 'pages',
  caseStudies: 'case-studies',
  faq: 'faq',
  settings: 'settings',
  settingsFile: 'site',
  tagsFile: 'tags',
} as const;

/** The content a preview reads besides its own entry. */
export interface PreviewCatalog {
  /**
   * The site's copy of each picture whose file the built site does not publish, by its path in the
   * content (`pictures.json` beside the built editor; none under `npm run edit`, which serves them all).
   */
  pictureCopies: Record<string, string>;
  /** Undefined when `site.yaml` does not pass its schema: no component renders without it. */
  site: SiteData | undefined;
  caseStudies: CaseStudyData[];
  /** The list of tags; empty when `tags.yaml` does not pass its schema. */
  tags: Tag[];
  /** Sorted by their order, as on the FAQ page. */
  faq: FaqPreviewEntry[];
}

/** An FAQ entry as the accordion shows it, with its order and slug. */
export interface FaqPreviewEntry extends FaqItem<MDXContent> {
  order: number;
}

/** An entry's fields without its MDX body, and the body as text. */
export function splitBody(data: Record<string, unknown>): { fields: Record<string, unknown>; body: string } {
  const { body, ...fields } = data;
  return { fields, body: typeof body === 'string' ? body : '' };
}

function entriesOf(value: unknown): { slug: string; data: Record<string, unknown> }[] {
  const list = plain(value);
  if (!Array.isArray(list)) return [];
  return list
    .map((item) => plain(item) as { slug: string; data: unknown })
    .map(({ slug, data }) => ({ slug, data: (plain(data) ?? {}) as Record<string, unknown> }));
}

/** An FAQ entry of the preview: its question, its place and its answer rendered from the text. */
export function faqPreviewEntry(
  slug: string,
  data: Record<string, unknown>,
  assetAddress: AssetAddress,
): FaqPreviewEntry | undefined {
  const { fields, body } = splitBody(data);
  const parsed = faqEntrySchema.safeParse(fields);
  if (!parsed.success) return undefined;
  return {
    id: slug,
    question: parsed.data.question,
    order: parsed.data.order,
    Answer: bodyComponent(body, assetAddress),
  };
}

/** The other collections a kind of entry shows: a page may list case studies and the FAQ, an FAQ entry shows the others. */
export interface CatalogReads {
  /** Read every case study (a page's stories and case study list). */
  caseStudies?: boolean;
  /** Read every FAQ entry (a page's accordion, an FAQ entry among the others). */
  faq?: boolean;
}

let pictureCopies: Promise<Record<string, string>> | undefined;

/** `pictures.json`, read once per visit of the editor; empty where there is none. */
function readPictureCopies(): Promise<Record<string, string>> {
  pictureCopies ??= fetch('pictures.json')
    .then((response) =>
      response.ok && response.headers.get('content-type')?.includes('json')
        ? (response.json() as Promise<Record<string, string>>)
        : {},
    )
    .catch(() => ({}));
  return pictureCopies;
}

/**
 * Where a picture of the content loads from: what Decap gives (a new upload, a file read from the
 * repository), unless Decap could only name the path on the site and the site publishes a copy instead.
 */
export function withPictureCopies(assetAddress: AssetAddress, copies: Record<string, string>): AssetAddress {
  return (path) => {
    const address = assetAddress(path);
    return address === path ? (copies[path] ?? path) : address;
  };
}

/** Reads the catalog through Decap: the site settings, and the collections `reads` names (the others stay empty). */
export async function loadCatalog(
  getCollection: PreviewProps['getCollection'],
  decapAddress: AssetAddress,
  reads: CatalogReads,
): Promise<PreviewCatalog> {
  const [copies, settings, tagList, caseStudies, faq] = await Promise.all([
    readPictureCopies(),
    getCollection(collections.settings, collections.settingsFile),
    getCollection(collections.settings, collections.tagsFile),
    reads.caseStudies ? getCollection(collections.caseStudies) : [],
    reads.faq ? getCollection(collections.faq) : [],
  ]);
  const settingsData = plain((plain(settings) as { data?: unknown } | undefined)?.data);
  const site = siteSchema.safeParse(settingsData);
  const tags = tagListSchema.safeParse(plain((plain(tagList) as { data?: unknown } | undefined)?.data));
  const assetAddress = withPictureCopies(decapAddress, copies);
  return {
    pictureCopies: copies,
    site: site.success ? site.data : undefined,
    tags: tags.success ? tags.data.tags : [],
    caseStudies: entriesOf(caseStudies).flatMap(({ data }) => {
      const parsed = caseStudySchema.safeParse(splitBody(data).fields);
      return parsed.success ? [parsed.data] : [];
    }),
    faq: entriesOf(faq)
      .flatMap(({ slug, data }) => faqPreviewEntry(slug, data, assetAddress) ?? [])
      .sort((a, b) => a.order - b.order),
  };
}

/**
 * A picture as the preview shows it: the file itself, not the build's encoded candidates. Its
 * frames crop it to 16:9 or fit it to the logo's box, so its own size matters only until it loads.
 */
export function previewPicture(path: string, assetAddress: AssetAddress): PictureData {
  return { src: assetAddress(path), sources: [], width: 1600, height: 900 };
}
