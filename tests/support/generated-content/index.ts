/**
 * fast-check arbitraries of whole content folders that the content model accepts: site settings,
 * pages with every section type, case studies, FAQ entries and the pictures they name. Text is
 * stressed the way editors stress it (accents, CJK, Arabic and Hebrew, emoji, `$` patterns, `<`,
 * `&`, quotes, words too long to wrap), bodies use the Markdown editors write, and the YAML is
 * written by the `yaml` package in the styles a CMS or a text editor leaves.
 *
 * List and text bounds are read from the zod schemas, so a tightened schema is noticed here; a new
 * section type or a new required field fails type-checking until it is generated.
 */
export { formatContentTree, routesOf, writeContentTree, type GeneratedSite } from './files.ts';
export { generatedSiteArbitrary } from './site.ts';
