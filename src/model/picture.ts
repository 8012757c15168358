/**
 * A picture as a component receives it, after the build measured and re-encoded it. Shared by the
 * build (which makes it) and the app (which renders it as markup only: no picture code reaches the browser).
 */

/** One set of encoded candidates in a modern format, for a `<source>` of a `<picture>`. */
export interface PictureSource {
  /** The MIME type the browser checks before choosing: `image/avif`, `image/webp`. */
  type: string;
  /** `/assets/team-480-1a2b3c4d.avif 480w, …`. */
  srcSet: string;
}

/** A picture of the site, as its `<img>` (and `<picture>`) attributes need it. */
export interface PictureData {
  /** The fallback candidate a browser without `srcset` loads; an SVG's own path. */
  src: string;
  /** The fallback format's candidates; absent for an SVG, which scales by itself. */
  srcSet?: string;
  /** AVIF then WebP candidates; empty for an SVG. */
  sources: PictureSource[];
  /** The picture's own width in pixels, read from the file. */
  width: number;
  /** The picture's own height in pixels, read from the file. */
  height: number;
}

/**
 * The places a picture can be shown. Each has the widths its candidates are encoded at (none
 * wider than the picture itself) and the `sizes` its layout gives, from 320 to 1440 px wide
 * viewports. The `sizes` follow the components' CSS: change both together.
 */
export const pictureSlots = {
  /** A case study's picture: full container width on its page, a grid card on /blog. */
  caseStudy: { widths: [480, 800, 1200, 1600] },
  /** A client logo in the strip: a 200 × 40 px frame. */
  logo: { widths: [200, 400] },
  /** A picture in an MDX body: the prose column, at most 48rem. */
  body: { widths: [480, 800, 1200, 1600] },
} as const satisfies Record<string, { widths: readonly number[] }>;

/** One of `pictureSlots`. */
export type PictureSlot = keyof typeof pictureSlots;

/**
 * The `sizes` of each layout that shows a picture, following the components' CSS (the container
 * is 72rem wide at most with 1.5rem of padding a side; prose is 48rem at most): change both together.
 */
export const pictureSizes = {
  /** CaseStudyDetail: the container's full width. */
  caseStudyPage: '(min-width: 72rem) 69rem, calc(100vw - 3rem)',
  /** CaseStudyCard in the /blog grid (columns of at least 22rem, 2rem apart): one column, then two from 49rem. */
  caseStudyCard: '(min-width: 72rem) 33.5rem, (min-width: 49rem) calc(50vw - 2.5rem), calc(100vw - 3rem)',
  /** LogoStrip: a fixed 200 × 40 px frame. */
  logo: '200px',
  /** A picture in prose. */
  body: '(min-width: 48rem) 45rem, calc(100vw - 3rem)',
} as const;
