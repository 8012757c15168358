/** The route of a page file: `home` is `/`, any other name `/{name}`. */
export function pageRoute(slug: string): string {
  return slug === 'home' ? '/' : `/${slug}`;
}

/** The route of a case study. */
export function caseStudyRoute(id: number): string {
  return `/blog/${id}`;
}

/** The public address of a route: `{siteUrl}/` for `/`, `{siteUrl}/services` for `/services`. */
export function absoluteUrl(siteUrl: string, route: string): string {
  return route === '/' ? `${siteUrl}/` : `${siteUrl}${route}`;
}

/** The folder at the site root where the build writes the browser editor, when the site settings turn it on. */
export const editorFolder = 'admin';

/** The folder at the site root where the build writes the social images it draws. */
export const socialImageFolder = 'social-images';

/** The folder at the site root where the build writes the search index and Pagefind's script. */
export const searchFolder = 'pagefind';

/**
 * Where the build writes the social image it draws for a route: `/social-images/home.png` for `/`,
 * `/social-images/blog/1.png` for `/blog/1`; a JPEG (`.jpg`) when a photo shows behind the title.
 */
export function generatedSocialImage(route: string, format: 'png' | 'jpg' = 'png'): string {
  return route === '/' ? `/${socialImageFolder}/home.${format}` : `/${socialImageFolder}${route}.${format}`;
}

/** Where unknown case study ids are answered with the "Blog post not found" view. */
export const caseStudyRoutePrefix = '/blog/';

/** The case study id an address names as `caseStudyRoute` writes it (`/blog/7` gives 7, never `/blog/07`); else undefined. */
export function caseStudyIdOf(route: string): number | undefined {
  const idText = route.startsWith(caseStudyRoutePrefix) ? route.slice(caseStudyRoutePrefix.length) : '';
  return /^[1-9]\d*$/.test(idText) ? Number(idText) : undefined;
}

/** The anchor of the main content on every page, target of the skip link. */
export const mainContentAnchor = 'main-content';

/**
 * Whether a route lists case studies: `/blog`, its numbered pages and the tag pages. Search leaves
 * listings out of its results; the case studies they list are results themselves.
 */
export function isListingRoute(route: string): boolean {
  return /^\/blog(\/(page|tag)\/.+)?\/?$/.test(route);
}

const questionAnchorPrefix = 'faq-';

/**
 * The anchor of an FAQ entry's question on the page that shows it, e.g. `faq-pricing`: an address
 * ending `#faq-pricing` opens that answer, and a search result for words of the answer leads there.
 */
export function questionAnchor(entryId: string): string {
  return `${questionAnchorPrefix}${entryId}`;
}

/** Whether an address ends with the anchor of an FAQ entry's question (`/faq#faq-pricing`). */
export function isQuestionAddress(address: string): boolean {
  return address.includes(`#${questionAnchorPrefix}`);
}
