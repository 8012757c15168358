/** Where content shows pictures: every picture field a section or case study has, and pictures in MDX bodies. */
import type { ContentCatalog, Entry } from '../content/load.ts';
import type { PictureSlot } from '../../src/model/picture.ts';
import { pictureFields } from '../../src/model/fields.ts';
import { markedValuesIn, valueAt } from '../../src/model/marked-fields.ts';
import { pageSchema } from '../../src/model/page.ts';

/** One place a picture is shown, with where it is written. */
export interface PictureUse {
  /** The picture as written, from the site root: `/images/team.jpg`. */
  src: string;
  slot: PictureSlot;
  /** The content file, from the repository root. */
  file: string;
  /** The frontmatter field; absent for a picture in the body. */
  field?: string;
  /** Looked up only when a message needs it (see `fieldLink` in checks.ts). */
  readonly line: number | undefined;
  readonly column: number | undefined;
  /** What the picture shows, as written; `''` for a decorative picture, undefined when not written at all. */
  alt: string | undefined;
  /** Written as Markdown's `![alt](src)` in a body, rather than as an `<img>` or a field. */
  markdown?: boolean;
}

function fieldUse(
  entry: Entry<unknown>,
  fieldPath: (string | number)[],
  src: string,
  slot: PictureSlot,
  alt: string | undefined,
): PictureUse {
  let position: { line?: number; column?: number } | undefined;
  const located = () => (position ??= entry.locate(fieldPath));
  return {
    src,
    slot,
    file: entry.file,
    field: fieldPath.join('.'),
    alt,
    get line() {
      return located().line;
    },
    get column() {
      return located().column;
    },
  };
}

function bodyUses(entry: Entry<unknown>): PictureUse[] {
  return entry.body.images.map(({ href, line, column, alt, markdown }) => ({
    src: href,
    slot: 'body',
    file: entry.file,
    line,
    column,
    alt,
    markdown,
  }));
}

/** A picture's alternative text, read from the field its schema names (`shownPicture`). */
const altText = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Every picture content shows on a page, in file order: the case studies' pictures, every field a
 * section's schema declares with `shownPicture`, and the pictures of MDX bodies. Sharing pictures
 * (`socialImage`) are not shown on a page and are served as they are.
 */
export function pictureUses(catalog: ContentCatalog): PictureUse[] {
  const caseStudies = catalog.caseStudies.flatMap((entry) => [
    fieldUse(entry, ['image'], entry.data.image, 'caseStudy', entry.data.imageAlt),
    ...bodyUses(entry),
  ]);
  const pages = catalog.pages.flatMap((page) => [
    ...markedValuesIn(pictureFields, pageSchema, page.data).flatMap(({ path, value, mark }) =>
      mark.shown && typeof value === 'string'
        ? [fieldUse(page, path, value, mark.slot, altText(valueAt(page.data, [...path.slice(0, -1), mark.alt])))]
        : [],
    ),
    ...bodyUses(page),
  ]);
  return [...pages, ...caseStudies, ...catalog.faq.flatMap(bodyUses)];
}

/** Whether `src` names a file of the site the pipeline can read (other addresses are refused by the content checks). */
export function isSitePicture(src: string): boolean {
  return /^\/(?!\/)[^\s?#]+\.(svg|png|jpe?g|webp|avif)$/i.test(src);
}
