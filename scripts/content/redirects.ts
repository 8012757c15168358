/**
 * Redirects: `content/redirects.yaml` read and checked, and each old address collapsed to where
 * its visitors end up. The links in content that still name an old address: `redirected-links.ts`.
 */
import { redirectsSchema, type Redirect } from '../../src/model/redirects.ts';
import { closestMatch, type ContentError } from './errors.ts';
import type { ParsedFile } from './frontmatter.ts';
import type { ContentCatalog } from './load.ts';
import { heldBackRouteProblem } from './publication.ts';
import { deriveRoutes, entryRoutes, liveRoutesOf, ownAddressPath, splitInternalLink } from './routes.ts';
import { readYamlData } from './validate.ts';

/** `content/redirects.yaml`, validated; an empty list when the file is missing. */
export interface RedirectList {
  /** Path from the repository root, e.g. `content/redirects.yaml`. */
  file: string;
  /** The redirects in the order the file lists them. */
  redirects: Redirect[];
  /** Finds a field's position in the file. */
  locate: ParsedFile['locate'];
}

/** Where a redirect finally sends its visitors, chains followed. */
export interface ResolvedRedirect {
  /** The old address, without a final `/`. */
  from: string;
  /** A page of this site (with its `#anchor`, if written) or an https:// address. */
  to: string;
  /** 302 when any step of the chain is temporary, else 301. */
  status: 301 | 302;
}

/** Reads and validates the redirects file at `absolutePath`, named `file` in messages. */
export function readRedirects(absolutePath: string, file: string): { list?: RedirectList; errors: ContentError[] } {
  const read = readYamlData(redirectsSchema, absolutePath, file);
  if (!read) return { list: { file, redirects: [], locate: () => ({ line: 1, column: 1 }) }, errors: [] };
  const { value, errors, locate } = read;
  return value ? { list: { file, redirects: value.redirects, locate }, errors: [] } : { errors };
}

/** `/services/` and `/services` are one address. */
function normalAddress(address: string): string {
  return splitInternalLink(address).route;
}

function isExternal(to: string): boolean {
  return to.startsWith('https://');
}

/**
 * The file that makes each route of the catalog that is, or will be, live. A draft's address may
 * redirect while the page is held back (taken down for rework); the redirect must go once it is
 * published again. A scheduled page counts as live already: its redirect would break the build
 * on the day it goes live.
 */
function routeFiles(catalog: ContentCatalog): Map<string, string> {
  const files = new Map(
    entryRoutes(catalog)
      .filter(({ entry }) => entry.unpublished?.reason !== 'draft')
      .map(({ route, entry }): [string, string] => [route, entry.file]),
  );
  // The further pages of the list and the tags' pages, made by the blog page's file.
  for (const [route, { entry }] of liveRoutesOf(catalog)) if (!files.has(route)) files.set(route, entry.file);
  return files;
}

/**
 * The mistakes of the redirects file: an old address that is a page of the site or is listed
 * twice, a target that is no page of the site (or no anchor on it), and redirects that go round
 * in a loop.
 */
export function checkRedirects(catalog: ContentCatalog): ContentError[] {
  const routes = deriveRoutes(catalog);
  const liveRoutes = liveRoutesOf(catalog);
  const { file, redirects, locate } = catalog.redirects;
  const at = (index: number, field: 'from' | 'to', value: string) => ({
    file,
    ...locate(['redirects', index, field]),
    field: `redirects.${index}.${field}`,
    found: JSON.stringify(value),
  });
  const errors: ContentError[] = [];
  const pageFiles = routeFiles(catalog);
  const firstIndex = new Map<string, number>();
  redirects.forEach((redirect, index) => {
    const from = normalAddress(redirect.from);
    const earlier = firstIndex.get(from);
    if (earlier !== undefined) {
      errors.push({
        ...at(index, 'from', redirect.from),
        problem: `The address ${from} already redirects, on line ${locate(['redirects', earlier, 'from']).line}.`,
        hint: 'Keep one redirect for each old address: remove this one or the other.',
      });
      return;
    }
    firstIndex.set(from, index);
    const page = pageFiles.get(from);
    if (page) {
      errors.push({
        ...at(index, 'from', redirect.from),
        problem: `The address ${from} is a page of the site (${page}), so it cannot redirect.`,
        hint: 'Remove this redirect, or rename or delete the page whose address it takes.',
      });
    }
  });
  redirects.forEach((redirect, index) => {
    const ownPage = ownAddressPath(redirect.to, catalog.site.data.siteUrl);
    if (ownPage !== undefined) {
      errors.push({
        ...at(index, 'to', redirect.to),
        problem: 'This is a page of this site written as a full address: the check cannot see whether the page exists.',
        hint: `Write it from the / on: ${ownPage}.`,
      });
      return;
    }
    if (isExternal(redirect.to)) return;
    const { route, anchor } = splitInternalLink(redirect.to);
    if (firstIndex.has(route)) return;
    const target = routes.get(route);
    if (!target) {
      const suggestion = closestMatch(route, [...liveRoutes.keys()]);
      errors.push({
        ...at(index, 'to', redirect.to),
        problem: `The redirect goes to ${route}, but the site has no such page.`,
        hint: suggestion ? `Did you mean ${suggestion}?` : `Pages: ${[...liveRoutes.keys()].join(', ')}.`,
      });
      return;
    }
    const heldBack = heldBackRouteProblem(route, target, liveRoutes);
    // The anchors of the page as the built site has it: an unpublished FAQ entry's question is not there.
    const { anchors } = liveRoutes.get(route) ?? target;
    if (heldBack) {
      errors.push({ ...at(index, 'to', redirect.to), ...heldBack });
    } else if (anchor !== undefined && !anchors.has(anchor)) {
      errors.push({
        ...at(index, 'to', redirect.to),
        problem: `The page ${route} has no anchor "#${anchor}".`,
        hint: `Anchors on ${route}: ${[...anchors].map((name) => `#${name}`).join(', ')}.`,
      });
    }
  });
  for (const loop of findLoops(redirects, firstIndex)) {
    const [first] = loop;
    if (first === undefined) continue;
    const steps = [...loop, first].map((index) => normalAddress(redirects[index]?.from ?? ''));
    errors.push({
      ...at(first, 'to', redirects[first]?.to ?? ''),
      problem: `These redirects send visitors round in a loop and never reach a page: ${steps.join(' → ')}.`,
      hint: 'Point one of them at a page of the site.',
    });
  }
  return errors;
}

/** Each loop of redirects once, as the indexes of its redirects from the one listed first. */
function findLoops(redirects: readonly Redirect[], indexOf: ReadonlyMap<string, number>): number[][] {
  const loops: number[][] = [];
  const seen = new Set<number>();
  for (let start = 0; start < redirects.length; start += 1) {
    const path: number[] = [];
    let index: number | undefined = start;
    while (index !== undefined && !seen.has(index) && !path.includes(index)) {
      path.push(index);
      const to: string = redirects[index]?.to ?? '';
      index = isExternal(to) ? undefined : indexOf.get(splitInternalLink(to).route);
    }
    if (index !== undefined && path.includes(index)) {
      const loop = path.slice(path.indexOf(index));
      const first = loop.indexOf(Math.min(...loop));
      loops.push([...loop.slice(first), ...loop.slice(0, first)]);
    }
    for (const visited of path) seen.add(visited);
  }
  return loops;
}

/**
 * Every redirect of a valid list with its chain followed to the end: `/a → /b` and `/b → /c`
 * give `/a → /c` and `/b → /c`, so a visitor is sent on once.
 */
export function resolveRedirects(list: RedirectList): ResolvedRedirect[] {
  const byFrom = new Map(list.redirects.map((redirect) => [normalAddress(redirect.from), redirect]));
  return [...byFrom.values()].map((redirect) => {
    let { to } = redirect;
    let status = redirect.status;
    const visited = new Set([normalAddress(redirect.from)]);
    for (;;) {
      if (isExternal(to)) break;
      const route = splitInternalLink(to).route;
      const next = byFrom.get(route);
      if (!next || visited.has(route)) break;
      visited.add(route);
      to = next.to;
      if (next.status === 302) status = 302;
    }
    return { from: normalAddress(redirect.from), to, status };
  });
}
