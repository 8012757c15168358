import type { ComponentSectionType } from './index.ts';

/**
 * The sections a visitor interacts with: their data and code reach the browser, which hydrates
 * them. Every other section is prerendered HTML that the browser keeps as it is on the page it
 * first loads, so neither its data nor its code is part of that page's JavaScript (its code loads
 * only when the app renders it after a client-side navigation). A section that responds to the
 * visitor (state, effects, event handlers) must be listed here.
 */
export const hydratedSectionTypes: readonly ComponentSectionType[] = ['FaqAccordion'];

/** True when a section of this type is hydrated in the browser; never for `Content`, the page's own body. */
export function isHydratedSection(type: string): boolean {
  return (hydratedSectionTypes as readonly string[]).includes(type);
}
