import { existsSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { caseStudySchema } from '../../src/model/case-study.ts';
import { faqEntrySchema } from '../../src/model/faq-entry.ts';
import { pageSchema } from '../../src/model/page.ts';
import { type ReferencedCollection, referencesIn } from '../../src/model/reference.ts';
import { siteSchema } from '../../src/model/site.ts';
import { closestMatch, type ContentError, inWords } from './errors.ts';
import type { FoundLink } from './mdx-body.ts';
import { contentLayout, type ContentCatalog, type Entry } from './load.ts';
import { pictureFields, siteLinkNames, type SiteLinkName } from '../../src/model/fields.ts';
import { markedValuesIn } from '../../src/model/marked-fields.ts';
import { caseStudyRoute, editorFolder, pageRoute, searchFolder, socialImageFolder } from '../../src/model/routes.ts';
import {
  deriveRoutes,
  liveRoutesOf,
  ownAddressPath,
  routesLiveOn,
  splitInternalLink,
  type RouteInfo,
} from './routes.ts';
import { checkHomePublished, heldBackRouteProblem, unpublishedTargetProblem } from './publication.ts';
import { checkPlaceholders } from './placeholders.ts';

/** A value found at a field path in validated frontmatter. */
interface FieldValue {
  path: (string | number)[];
  value: string;
}

/** Every string under a key named one of `keys`, with its field path. */
function collectFields(data: unknown, keys: ReadonlySet<string>, trail: (string | number)[] = []): FieldValue[] {
  if (Array.isArray(data)) return data.flatMap((item, index) => collectFields(item, keys, [...trail, index]));
  if (data === null || typeof data !== 'object') return [];
  return Object.entries(data).flatMap(([key, value]) =>
    keys.has(key) && typeof value === 'string'
      ? [{ path: [...trail, key], value }]
      : collectFields(value, keys, [...trail, key]),
  );
}

const linkKeys = new Set(['href']);

/**
 * A link or picture written in a frontmatter field. Its line and column are looked up when an
 * error message reads them: a file whose reading was kept from an earlier build has no parsed
 * YAML to look them up in, and parsing it again for every link would cost what keeping saved.
 */
function fieldLink(entry: Entry<unknown>, fieldPath: (string | number)[], href: string): FoundLink {
  let position: { line: number; column: number } | undefined;
  const located = () => (position ??= entry.locate(fieldPath));
  return {
    href,
    field: fieldPath.join('.'),
    get line() {
      return located().line;
    },
    get column() {
      return located().column;
    },
  };
}

/** Links of an entry: frontmatter `href` fields and body links, each with its file position. */
export function linksOf(entry: Entry<unknown>): FoundLink[] {
  const fromFields = collectFields(entry.data, linkKeys).map(({ path: fieldPath, value }) =>
    fieldLink(entry, fieldPath, value),
  );
  return [...fromFields, ...entry.body.links];
}

/** Pictures of an entry: every field its schema declares a picture (`pictureFields`), and body pictures. */
function imagesOf(entry: Entry<unknown>, schema: z.ZodType): FoundLink[] {
  const fromFields = markedValuesIn(pictureFields, schema, entry.data).flatMap(({ path: fieldPath, value }) =>
    typeof value === 'string' ? [fieldLink(entry, fieldPath, value)] : [],
  );
  return [...fromFields, ...entry.body.images];
}

/**
 * Facts that span files: unique case study ids and FAQ orders, page names, links and anchors
 * that resolve, case study references that exist, pictures that exist. A page's own rules on its
 * sections (one Hero, anchors of their own) are in its schema, `src/model/page.ts`.
 */
export function checkCatalog(catalog: ContentCatalog): ContentError[] {
  const routes = deriveRoutes(catalog);
  const liveRoutes = liveRoutesOf(catalog);
  // A link to an old address still works; `redirectedLinks` names the new one in a warning.
  const redirected = new Set(catalog.redirects.redirects.map((redirect) => splitInternalLink(redirect.from).route));
  const shownAt = shownAtOf(catalog);
  const scheduledDays = [
    ...new Set(
      [...catalog.pages, ...catalog.caseStudies, ...catalog.faq].flatMap((entry) =>
        entry.unpublished?.reason === 'scheduled' ? [entry.unpublished.day] : [],
      ),
    ),
  ].sort();
  return [
    ...checkUnique(
      catalog.caseStudies,
      (entry) => entry.data.id,
      'id',
      'case study id',
      `Use the next free id, ${Math.max(...catalog.caseStudies.map((entry) => entry.data.id)) + 1}.`,
    ),
    ...checkUnique(
      catalog.faq,
      (entry) => entry.data.order,
      'order',
      'FAQ order',
      `Give each entry its own position; the next free one is ${Math.max(...catalog.faq.map((entry) => entry.data.order)) + 1}.`,
    ),
    ...checkPages(catalog),
    ...checkHomePublished(catalog),
    ...checkPlaceholders(catalog),
    ...checkReferences(catalog),
    ...allEntries(catalog).flatMap((entry) =>
      checkLinks(
        entry,
        {
          siteUrl: catalog.site.data.siteUrl,
          routes,
          liveRoutes,
          routesOn: (day) => routesLiveOn(catalog, day),
          scheduledDays,
          redirected,
        },
        shownAt.get(entry),
      ),
    ),
    ...typedEntries(catalog).flatMap(({ schema, entries }) =>
      entries.flatMap((entry) => checkImages(entry, schema, catalog.root)),
    ),
  ];
}

/** Every entry whose text the site shows, with the schema of its kind. */
function typedEntries(catalog: ContentCatalog): { schema: z.ZodType; entries: Entry<unknown>[] }[] {
  return [
    { schema: siteSchema, entries: [catalog.site] },
    { schema: pageSchema, entries: catalog.pages },
    { schema: caseStudySchema, entries: catalog.caseStudies },
    { schema: faqEntrySchema, entries: catalog.faq },
  ];
}

/** Every entry whose text the site shows: the site settings, pages, case studies and FAQ entries. */
export function allEntries(catalog: ContentCatalog): Entry<unknown>[] {
  return [catalog.site, ...catalog.pages, ...catalog.caseStudies, ...catalog.faq];
}

/**
 * The routes each entry's text is shown on, where its links to an anchor alone (#pricing) must
 * resolve: a page's or case study's own; for an FAQ answer, every page that places the FAQ
 * accordion, whatever its name. None for the site settings, shown on every page. Made once: looked
 * up entry by entry in the lists, it took most of the check at 5,000 case studies.
 */
function shownAtOf(catalog: ContentCatalog): Map<Entry<unknown>, string[]> {
  const faqPages = catalog.pages
    .filter((page) => page.data.sections.some((section) => section.type === 'FaqAccordion'))
    .map((page) => pageRoute(page.slug));
  return new Map<Entry<unknown>, string[]>([
    ...catalog.pages.map((page): [Entry<unknown>, string[]] => [page, [pageRoute(page.slug)]]),
    ...catalog.caseStudies.map((entry): [Entry<unknown>, string[]] => [entry, [caseStudyRoute(entry.data.id)]]),
    ...catalog.faq.map((entry): [Entry<unknown>, string[]] => [entry, faqPages]),
  ]);
}

function checkUnique<Data>(
  entries: Entry<Data>[],
  keyOf: (entry: Entry<Data>) => number,
  field: string,
  what: string,
  hint: string,
): ContentError[] {
  const firstByKey = new Map<number, Entry<Data>>();
  const errors: ContentError[] = [];
  for (const entry of entries) {
    const key = keyOf(entry);
    const first = firstByKey.get(key);
    if (!first) {
      firstByKey.set(key, entry);
      continue;
    }
    errors.push({
      file: entry.file,
      ...entry.locate([field]),
      field,
      problem: `The ${what} ${key} is already used by ${first.file}.`,
      found: String(key),
      hint,
    });
  }
  return errors;
}

/**
 * Addresses the build writes at the site root, which a page of the same name would share (and
 * their caching). Static hosts serve /404 as 404.html, the not-found view, under its policy.
 */
const builtFolders = new Map([
  ['assets', 'the bundled scripts, cached for a year'],
  [socialImageFolder, 'the sharing pictures it draws'],
  [searchFolder, 'the search index'],
  ['404', 'the not-found page (404.html, which hosts also serve at /404)'],
]);

/** Page names the build keeps for itself (the editor's folder aside, taken only when it is enabled). */
export const reservedPageNames: readonly string[] = [...builtFolders.keys()];

function checkPages(catalog: ContentCatalog): ContentError[] {
  const errors: ContentError[] = [];
  if (!catalog.pages.some((page) => page.slug === 'home')) {
    errors.push({
      file: `content/${contentLayout.pages}`,
      problem: 'There is no home page.',
      hint: 'Create content/pages/home.mdx; it is served at /.',
    });
  }
  for (const page of catalog.pages) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(page.slug)) {
      errors.push({
        file: page.file,
        problem: `The file name "${page.slug}.mdx" cannot be a web address.`,
        hint: 'Use lower-case letters, digits and dashes, e.g. linkedin-tool.mdx.',
      });
    }
    const builtThere =
      builtFolders.get(page.slug) ??
      (page.slug === editorFolder && catalog.site.data.editor?.enabled
        ? 'the browser editor (editor: enabled in content/site.yaml)'
        : undefined);
    if (builtThere) {
      errors.push({
        file: page.file,
        problem: `The address /${page.slug} is where the build puts ${builtThere}, so a page cannot have it.`,
        hint: `Rename the file, e.g. to our-${page.slug}.mdx.`,
      });
    }
  }
  return errors;
}

/** Each collection's entries by the key a reference names them with. */
const referenceKeys: Record<ReferencedCollection, (catalog: ContentCatalog) => Map<unknown, Entry<unknown>>> = {
  caseStudies: (catalog) => new Map(catalog.caseStudies.map((entry) => [entry.data.id, entry])),
  tags: (catalog) => new Map(catalog.tags.data.tags.map((tag) => [tag.id, catalog.tags])),
};

/** Where an editor adds an entry of each collection that a reference may name. */
const whereToAdd: Record<ReferencedCollection, (catalog: ContentCatalog) => string> = {
  caseStudies: () =>
    'A new one starts with npm run new -- case-study "Title", and is published once its "draft: true" line is deleted.',
  tags: (catalog) => `To add a tag, give it an id, a label and a sentence in ${catalog.tags.file}.`,
};

/**
 * Every field a schema marks as a reference to other content (`src/model/reference.ts`) names an
 * entry that exists, and that is published when the entry referring to it is: one rule for every
 * content type and section.
 */
function checkReferences(catalog: ContentCatalog): ContentError[] {
  return typedEntries(catalog).flatMap(({ schema, entries }) =>
    entries.flatMap((entry) =>
      referencesIn(schema, entry.data).flatMap(
        ({ collection, entryName, keyName, path: fieldPath, key }): ContentError[] => {
          const existing = referenceKeys[collection](catalog);
          const target = existing.get(key);
          if (target) {
            const unpublished = unpublishedTargetProblem(entry, target, `${entryName} ${String(key)}`);
            return unpublished
              ? [
                  {
                    file: entry.file,
                    ...entry.locate(fieldPath),
                    field: fieldPath.join('.'),
                    found: String(key),
                    ...unpublished,
                  },
                ]
              : [];
          }
          const keys = [...existing.keys()];
          const listed = `${entryName.charAt(0).toUpperCase()}${entryName.slice(1)} ${keyName}s: ${keys.join(', ') || 'none yet'}.`;
          const suggestion = typeof key === 'string' ? closestMatch(key, keys.map(String)) : undefined;
          return [
            {
              file: entry.file,
              ...entry.locate(fieldPath),
              field: fieldPath.join('.'),
              problem: `There is no ${entryName} with ${keyName} ${String(key)}.`,
              found: String(key),
              hint: `${suggestion ? `Did you mean "${suggestion}"? ` : ''}${listed} ${whereToAdd[collection](catalog)}`,
            },
          ];
        },
      ),
    ),
  );
}

/**
 * The problem with a scheduled entry linking to a list of case studies (a tag's page) that its day's
 * build will not have yet, since every case study that makes it goes live later or is a draft.
 */
function notYetListedProblem(
  entry: Entry<unknown>,
  route: string,
  routesOn: (day: string) => ReadonlyMap<string, RouteInfo>,
  scheduledDays: readonly string[],
): Pick<ContentError, 'problem' | 'hint'> | undefined {
  const held = entry.unpublished;
  if (held?.reason !== 'scheduled' || routesOn(held.day).has(route)) return undefined;
  const listedOn = scheduledDays.find((day) => day > held.day && routesOn(day).has(route));
  return {
    problem: `This file goes live on ${held.day} and refers to the page ${route}, whose case studies are drafts or scheduled for later: on ${held.day} the reference would lead nowhere, and the build would fail.`,
    hint: listedOn
      ? `Schedule this file for ${listedOn} or later, when the page is there, or refer to something published.`
      : 'Refer to something published instead, or add this once one of those case studies is published.',
  };
}

/** The addresses a link may lead to: every route of the content, those the built site has, and the old ones that redirect. */
interface LinkTargets {
  /** The site's own address (`siteUrl` of the site settings): a link to it is written from the / on. */
  siteUrl: string;
  routes: ReadonlyMap<string, RouteInfo>;
  liveRoutes: ReadonlyMap<string, RouteInfo>;
  /** The routes the built site of a later day will have (a scheduled entry's day). */
  routesOn: (day: string) => ReadonlyMap<string, RouteInfo>;
  /** The days something is scheduled for, earliest first. */
  scheduledDays: readonly string[];
  redirected: ReadonlySet<string>;
}

function checkLinks(
  entry: Entry<unknown>,
  { routes, liveRoutes, routesOn, scheduledDays, redirected, siteUrl }: LinkTargets,
  shownOn: string[] | undefined,
): ContentError[] {
  const errors: ContentError[] = [];
  // What a published entry may name is what the built site has; a draft or scheduled one, any page.
  const reachable = entry.unpublished === undefined ? liveRoutes : routes;
  for (const link of linksOf(entry)) {
    // A function, so a link's position is looked up only for an error.
    const at = () => ({
      file: entry.file,
      line: link.line,
      column: link.column,
      field: link.field,
      found: JSON.stringify(link.href),
    });
    const ownPage = ownAddressPath(link.href, siteUrl);
    if (ownPage !== undefined) {
      errors.push({
        ...at(),
        problem:
          "This is a page of this site written as a full address: it would open in a new tab, as another website's page does, and the check cannot see whether the page exists.",
        hint: `Write it from the / on: ${ownPage}.`,
      });
      continue;
    }
    if (!link.href.startsWith('/') && !link.href.startsWith('#')) {
      const problem = externalLinkProblem(link.href);
      if (problem && link.field === undefined) errors.push({ ...at(), ...problem });
      continue;
    }
    if (link.href.startsWith('#') && shownOn === undefined) {
      errors.push({
        ...at(),
        problem: 'A link to an anchor alone only works on one page, but this one is shown on every page.',
        hint: `Add the page in front: /${link.href} for the home page.`,
      });
      continue;
    }
    const { route: written, anchor } = splitInternalLink(link.href);
    // An anchor alone points into each page the text is shown on.
    for (const route of written === '' ? (shownOn ?? []) : [written]) {
      const target = routes.get(route);
      if (!reachable.has(route) && redirected.has(route)) continue;
      if (!target) {
        const suggestion = closestMatch(route, [...reachable.keys()]);
        errors.push({
          ...at(),
          problem: `The link goes to ${route}, but the site has no such page.`,
          hint: suggestion ? `Did you mean ${suggestion}?` : `Pages: ${[...reachable.keys()].join(', ')}.`,
        });
        continue;
      }
      // An anchor alone points into the pages the text is shown on: a held-back one does not show it either.
      const unpublished =
        written === ''
          ? undefined
          : entry.unpublished === undefined
            ? heldBackRouteProblem(route, target, liveRoutes)
            : (unpublishedTargetProblem(entry, target.entry, `the page ${route}`) ??
              notYetListedProblem(entry, route, routesOn, scheduledDays));
      if (unpublished) {
        errors.push({ ...at(), ...unpublished });
        continue;
      }
      // The anchors of the page where the link will be followed: the built site's for a published
      // entry, its day's for a scheduled one (an unpublished FAQ entry's question is on neither).
      const held = entry.unpublished;
      const seen =
        held === undefined
          ? liveRoutes.get(route)
          : held.reason === 'scheduled'
            ? routesOn(held.day).get(route)
            : target;
      if (anchor !== undefined && !(seen ?? target).anchors.has(anchor)) {
        const anchors = [...(seen ?? target).anchors];
        const suggestion = closestMatch(anchor, anchors);
        const listed = `Anchors on ${route}: ${anchors.map((name) => `#${name}`).join(', ')}.`;
        const elsewhere =
          written === '' && shownOn !== undefined && shownOn.length > 1
            ? shownOn.find((other) => routes.get(other)?.anchors.has(anchor))
            : undefined;
        errors.push({
          ...at(),
          problem:
            written === '' && shownOn !== undefined && shownOn.length > 1
              ? `This text is shown on ${inWords(shownOn)}; the page ${route} has no anchor "#${anchor}".`
              : `The page ${route} has no anchor "#${anchor}".`,
          hint: elsewhere
            ? `Add the page in front: ${elsewhere}#${anchor}.`
            : suggestion
              ? `Did you mean #${suggestion}? ${listed}`
              : listed,
        });
      }
    }
  }
  return errors;
}

/**
 * Frontmatter links are checked by the `href` schema; body links are checked here with the
 * same rules, so `javascript:` or `http:` cannot slip in through Markdown.
 */
function externalLinkProblem(href: string): { problem: string; hint: string } | undefined {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href.trim())?.[1]?.toLowerCase();
  if (scheme === 'https' || scheme === 'mailto' || scheme === 'tel') return undefined;
  if (scheme === 'http')
    return { problem: 'Links must use https:, not http:.', hint: 'Change "http://" to "https://".' };
  if (scheme === undefined && siteLinkNames.includes(href as SiteLinkName)) return undefined;
  if (scheme === undefined)
    return {
      problem: 'This link is neither a page of the site nor a full address.',
      hint: 'Start a page of the site with / (e.g. /services), or write a full https:// address.',
    };
  return {
    problem: `This link uses an unsafe address type (${scheme}:) and would be blocked.`,
    hint: 'Use a page of the site such as /services, an https:// address, or booking, events or social.',
  };
}

function checkImages(entry: Entry<unknown>, schema: z.ZodType, contentRoot: string): ContentError[] {
  return imagesOf(entry, schema).flatMap((image): ContentError[] => {
    if (/^https:\/\//.test(image.href)) {
      return [
        {
          file: entry.file,
          line: image.line,
          column: image.column,
          field: image.field,
          problem:
            "Pictures from other websites are blocked by the site's security policy (and would tell that website about every visitor).",
          found: JSON.stringify(image.href.slice(0, 60)),
          hint: 'Download the picture into content/public/images and write its path, e.g. /images/team.png.',
        },
      ];
    }
    if (/^[a-z][a-z0-9+.-]*:/i.test(image.href)) {
      return [
        {
          file: entry.file,
          line: image.line,
          column: image.column,
          field: image.field,
          problem: 'Pictures must be files of the site.',
          found: JSON.stringify(image.href.slice(0, 40)),
          hint: 'Put the picture in content/public/images and write its path, e.g. /images/team.png.',
        },
      ];
    }
    const onDisk = path.join(contentRoot, contentLayout.publicFiles, image.href);
    if (image.href.startsWith('/') && existsSync(onDisk)) return [];
    return [
      {
        file: entry.file,
        line: image.line,
        column: image.column,
        field: image.field,
        problem: `The picture ${image.href} does not exist.`,
        found: JSON.stringify(image.href),
        hint: `Put the file at content/${contentLayout.publicFiles}${image.href.startsWith('/') ? image.href : `/${image.href}`}, or correct the path.`,
      },
    ];
  });
}
