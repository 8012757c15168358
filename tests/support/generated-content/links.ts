/** What a piece of content may point at: the generated site's routes, pictures and ids, and links to them. */
import fc from 'fast-check';
import { siteLinkNames } from '../../../src/model/fields.ts';
import { label } from './text.ts';

/** The routes, pictures and case study ids of the generated site, for the links and references of each file. */
export interface SiteContext {
  routes: readonly { path: string; anchors: readonly string[] }[];
  images: readonly string[];
  caseStudyIds: readonly number[];
  /**
   * The anchors a bare #anchor in the file being made may point at: those of every page it is shown
   * on (an FAQ answer: each page that places the FAQ accordion). Undefined for the site settings.
   */
  ownAnchors?: readonly string[];
}

/** Content that needs the whole site's routes, pictures or ids to be made. */
export type Make<T> = (context: SiteContext) => T;

/** The item of `list` that `pick` falls on. */
export function pickFrom<T>(list: readonly T[], pick: number): T {
  const value = list[pick % list.length];
  if (value === undefined) throw new Error('Cannot pick from an empty list.');
  return value;
}

/** Where a link goes before the site's routes are known. */
export type LinkTarget =
  | { kind: 'route'; route: number; anchor: number | undefined; form: 'plain' | 'trailing-slash' | 'query' }
  | { kind: 'own-anchor'; anchor: number }
  | { kind: 'site'; name: (typeof siteLinkNames)[number] }
  | { kind: 'external'; href: string };

const externalHrefs = [
  'https://example.com',
  'https://www.example.org/path/to/page?query=1&other=$&',
  'https://example.com/caf%C3%A9#section',
  'mailto:hello@example.com',
  'tel:+44 20 7946 0958',
];

export const linkTarget: fc.Arbitrary<LinkTarget> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('route' as const),
      route: fc.nat(),
      anchor: fc.option(fc.nat(), { nil: undefined }),
      form: fc.constantFrom('plain' as const, 'trailing-slash' as const, 'query' as const),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('own-anchor' as const), anchor: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('site' as const), name: fc.constantFrom(...siteLinkNames) }), weight: 3 },
  {
    arbitrary: fc.record({ kind: fc.constant('external' as const), href: fc.constantFrom(...externalHrefs) }),
    weight: 2,
  },
);

/** The href of a link target in a site whose routes are known; site settings cannot use a bare #anchor. */
export function hrefOf(target: LinkTarget, context: SiteContext): string {
  switch (target.kind) {
    case 'site':
      return target.name;
    case 'external':
      return target.href;
    case 'own-anchor': {
      const own = context.ownAnchors;
      return own !== undefined && own.length > 0 ? `#${pickFrom(own, target.anchor)}` : '/';
    }
    case 'route': {
      const route = pickFrom(context.routes, target.route);
      const anchor = target.anchor === undefined ? '' : `#${pickFrom(route.anchors, target.anchor)}`;
      const suffix =
        target.form === 'trailing-slash' && route.path !== '/' ? '/' : target.form === 'query' ? '?ref=site' : '';
      return `${route.path}${suffix}${anchor}`;
    }
  }
}

interface LinkInput {
  label: string;
  href: string;
}

export const link: fc.Arbitrary<Make<LinkInput>> = fc
  .record({ label, target: linkTarget })
  .map(({ label: text, target }) => (context) => ({ label: text, href: hrefOf(target, context) }));

/** A list of made things, made. */
export function makeAll<T>(list: readonly Make<T>[], context: SiteContext): T[] {
  return list.map((make) => make(context));
}
