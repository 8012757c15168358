import type { Unpublished } from '../../src/model/publication.ts';
import type { ContentError } from './errors.ts';
import type { ContentCatalog, Entry } from './load.ts';
import type { RouteInfo } from './routes.ts';

/**
 * The moment the content is published as of: `SITE_NOW` when set (an ISO date or time, e.g.
 * `2026-12-03` or `2026-12-03T09:00:00Z`, to see the site of a later day or make a test
 * deterministic), else the clock.
 */
export function siteNow(written = process.env.SITE_NOW): Date {
  if (written === undefined || written === '') return new Date();
  const now = new Date(written);
  if (Number.isNaN(now.getTime()))
    throw new Error(`SITE_NOW is "${written}", which is not a date; write it like 2026-12-03 or 2026-12-03T09:00:00Z.`);
  return now;
}

/** The entries of a list that are published. */
export function published<Item extends { unpublished?: Unpublished | undefined }>(entries: Item[]): Item[] {
  return entries.filter((entry) => entry.unpublished === undefined);
}

/** The catalog as the built site shows it: no draft, nothing scheduled for a later day. */
export function publishedCatalog(catalog: ContentCatalog): ContentCatalog {
  return {
    ...catalog,
    pages: published(catalog.pages),
    caseStudies: published(catalog.caseStudies),
    faq: published(catalog.faq),
  };
}

/** The catalog as the built site of `day` (YYYY-MM-DD) shows it: what is published, and what is scheduled by then. */
export function catalogOn(catalog: ContentCatalog, day: string): ContentCatalog {
  const liveOn = (entry: Entry<unknown>) =>
    entry.unpublished === undefined || (entry.unpublished.reason === 'scheduled' && entry.unpublished.day <= day);
  return {
    ...catalog,
    pages: catalog.pages.filter(liveOn),
    caseStudies: catalog.caseStudies.filter(liveOn),
    faq: catalog.faq.filter(liveOn),
  };
}

/** "is a draft", "is scheduled for 2026-12-03". */
export function unpublishedInWords(unpublished: Unpublished): string {
  return unpublished.reason === 'draft' ? 'is a draft' : `is scheduled for ${unpublished.day}`;
}

/** How to mend a published entry that refers to `file`, which is not published. */
function publishHint(file: string, unpublished: Unpublished): string {
  return unpublished.reason === 'draft'
    ? `Refer to something published instead, or publish ${file} first: remove its "draft: true".`
    : `Refer to something published instead, or add this on ${unpublished.day}, when ${file} goes live.`;
}

/**
 * The problem with an entry naming `target`, or undefined when there is none: the built site
 * leaves out a target that is not published, so the reference would lead nowhere. A draft refers
 * to what it likes; a scheduled entry is built on its day, so what it names must be live by then.
 * `what` names the target in words, e.g. "case study 7" or "the page /offers".
 */
export function unpublishedTargetProblem(
  referrer: Entry<unknown>,
  target: Entry<unknown>,
  what: string,
): Pick<ContentError, 'problem' | 'hint'> | undefined {
  const held = referrer.unpublished;
  if (held === undefined) return heldBackTargetProblem(target, what);
  if (held.reason === 'draft' || target.unpublished === undefined) return undefined;
  if (target.unpublished.reason === 'scheduled' && target.unpublished.day <= held.day) return undefined;
  return {
    problem: `This file goes live on ${held.day} and refers to ${what} (${target.file}), which ${unpublishedInWords(target.unpublished)}: on ${held.day} the reference would lead nowhere, and the build would fail.`,
    hint:
      target.unpublished.reason === 'draft'
        ? `Publish ${target.file} by then (remove its "draft: true", or schedule it for ${held.day} or earlier), or refer to something published.`
        : `Schedule this file for ${target.unpublished.day} or later, or ${target.file} for ${held.day} or earlier.`,
  };
}

/** The problem with anything published (a redirect, a published entry) leading to `target`, when the built site leaves it out. */
export function heldBackTargetProblem(
  target: Entry<unknown>,
  what: string,
): Pick<ContentError, 'problem' | 'hint'> | undefined {
  if (target.unpublished === undefined) return undefined;
  return {
    problem: `This refers to ${what} (${target.file}), which ${unpublishedInWords(target.unpublished)}: the built site leaves it out, so the reference would lead nowhere.`,
    hint: publishHint(target.file, target.unpublished),
  };
}

/**
 * The problem with anything published leading to `route`, which the content defines but the built
 * site leaves out: its page or case study is held back, or it is a tag's list whose case studies
 * are all held back. `live` is what the built site has.
 */
export function heldBackRouteProblem(
  route: string,
  target: RouteInfo,
  live: ReadonlyMap<string, RouteInfo>,
): Pick<ContentError, 'problem' | 'hint'> | undefined {
  const heldBack = heldBackTargetProblem(target.entry, `the page ${route}`);
  if (heldBack || live.has(route)) return heldBack;
  return {
    problem: `This refers to the page ${route}, whose case studies are all drafts or scheduled: the built site leaves it out, so the reference would lead nowhere.`,
    hint: 'Refer to something published instead, or add this once one of those case studies is published.',
  };
}

/**
 * The field that holds an unpublished entry back: `draft`, else `publishDate` when it has one,
 * else a case study's own `date` (src/model/publication.ts).
 */
export function heldBackField(entry: Entry<unknown>): 'draft' | 'publishDate' | 'date' {
  if (entry.unpublished?.reason === 'draft') return 'draft';
  return typeof entry.data === 'object' && entry.data !== null && 'publishDate' in entry.data ? 'publishDate' : 'date';
}

/** The home page must be published: without it the built site has no front page. */
export function checkHomePublished(catalog: ContentCatalog): ContentError[] {
  const home = catalog.pages.find((page) => page.slug === 'home');
  if (home?.unpublished === undefined) return [];
  const field = heldBackField(home);
  return [
    {
      file: home.file,
      ...home.locate([field]),
      field,
      problem: `The home page ${unpublishedInWords(home.unpublished)}, but the site cannot be built without its home page.`,
      hint: `Remove "${field}" from the home page; hold back the sections you are working on instead.`,
    },
  ];
}

/** An entry held back from the built site until a later day. */
export interface ScheduledEntry {
  file: string;
  /** The day it goes live, YYYY-MM-DD in the site's time zone. */
  day: string;
}

/** The entries that may be held back (pages, case studies and FAQ entries): all but the site settings. */
export function publishableEntries(catalog: ContentCatalog): Entry<unknown>[] {
  return [...catalog.pages, ...catalog.caseStudies, ...catalog.faq];
}

/** Every draft, in the catalog's order. */
export function draftEntries(catalog: ContentCatalog): Entry<unknown>[] {
  return publishableEntries(catalog).filter((entry) => entry.unpublished?.reason === 'draft');
}

/** Every entry scheduled for a later day, soonest first; drafts are not scheduled. */
export function scheduledEntries(catalog: ContentCatalog): ScheduledEntry[] {
  return publishableEntries(catalog)
    .flatMap(({ file, unpublished }) => (unpublished?.reason === 'scheduled' ? [{ file, day: unpublished.day }] : []))
    .sort((a, b) => (a.day === b.day ? (a.file < b.file ? -1 : 1) : a.day < b.day ? -1 : 1));
}
