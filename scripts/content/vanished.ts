/**
 * Addresses that never vanish: the addresses the content published at a git commit, compared
 * with today's, so a page or case study that goes away leaves a redirect behind.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { listingRoute, storiesRoute } from '../../src/model/listing.ts';
import { unpublished } from '../../src/model/publication.ts';
import { caseStudyIdOf, caseStudyRoute, pageRoute } from '../../src/model/routes.ts';
import { git, GitError } from '../support/git.ts';
import type { ContentError } from './errors.ts';
import { parseContentFile } from './frontmatter.ts';
import { inspectBody } from './mdx-body.ts';
import { contentLayout, type ContentCatalog, type Entry } from './load.ts';
import { heldBackField, unpublishedInWords } from './publication.ts';
import { resolveRedirects } from './redirects.ts';
import { entryRoutes, liveRoutesOf, type RouteInfo } from './routes.ts';

/** The files of `folders` (paths from the repository root) at `commit`, with their text, from one `git cat-file`. */
function filesAt(repo: string, commit: string, folders: string[]): Map<string, string> {
  const names = git(repo, ['ls-tree', '-r', '-z', '--name-only', commit, '--', ...folders])
    .toString('utf8')
    .split('\0')
    .filter((name) => name.endsWith('.mdx'));
  const files = new Map<string, string>();
  if (names.length === 0) return files;
  // `--batch` answers each `commit:path` line with `<hash> blob <size>`, a newline, the bytes and a newline.
  const output = git(repo, ['cat-file', '--batch'], names.map((name) => `${commit}:${name}\n`).join(''));
  let offset = 0;
  for (const name of names) {
    const headerEnd = output.indexOf(0x0a, offset);
    const size = Number(output.toString('utf8', offset, headerEnd).split(' ')[2]);
    files.set(name, output.toString('utf8', headerEnd + 1, headerEnd + 1 + size));
    offset = headerEnd + 1 + size + 1;
  }
  return files;
}

/** A page or case study as it was at a commit: its file, from the content folder, and its frontmatter and body. */
interface PublishedFile {
  file: string;
  data: unknown;
  body: string;
}

/** The fields that hold an entry back, as a file at a commit wrote them: those of another type are left out. */
function publicationFields(data: unknown): Parameters<typeof unpublished>[0] {
  const fields = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const day = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return { draft: fields.draft === true, publishDate: day(fields.publishDate), date: day(fields.date) };
}

/** What the content published at a commit: each page's and case study's address with its file, and each tag's page. */
interface PublishedAt {
  addresses: Map<string, PublishedFile>;
  /** The first page of each tag's list (/blog/tag/events), with the tag. */
  tagPages: Map<string, string>;
}

/** Whether a page's frontmatter places the list of case studies, which gives each tag its pages. */
function placesStoryList(data: unknown): boolean {
  const { sections } = (data ?? {}) as { sections?: unknown };
  return (
    Array.isArray(sections) &&
    sections.some((section: unknown) => (section as { type?: unknown } | null)?.type === 'CaseStudyList')
  );
}

/**
 * The address each page and case study of the content folder published at `ref` on `today`, with
 * the file that made it, and the tags' pages: the same routes the build derives, read from the
 * file names, the case studies' ids and tags, so content that today's schemas would refuse still
 * gives its addresses. The further pages of a list (/blog/page/2) move as stories come and go, and
 * are left out.
 */
function publishedAt(contentRoot: string, ref: string, today: string): PublishedAt {
  const repo = git(contentRoot, ['rev-parse', '--show-toplevel']).toString('utf8').trim();
  let commit: string;
  try {
    commit = git(repo, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`])
      .toString('utf8')
      .trim();
  } catch {
    throw new GitError(
      `git knows no commit "${ref}" in ${repo}. A shallow clone lacks other branches: fetch them (git fetch origin, or fetch-depth: 0 on GitHub).`,
    );
  }
  const inRepo = path.relative(realpathSync(repo), realpathSync(contentRoot)).split(path.sep).join('/');
  const under = (folder: string) => (inRepo ? `${inRepo}/${folder}` : folder);
  const addresses = new Map<string, PublishedFile>();
  const tags = new Set<string>();
  const files = filesAt(repo, commit, [under(contentLayout.pages), under(contentLayout.caseStudies)]);
  for (const [file, text] of files) {
    const folder = path.posix.dirname(file);
    const fromContent = inRepo ? file.slice(inRepo.length + 1) : file;
    const { data, body } = parseContentFile(text, file);
    // A draft at `ref` was never published, so its address may go; nor was an entry that `ref`
    // schedules for a later day, which the nightly build of `ref` has not put live yet.
    if (unpublished(publicationFields(data), today) !== undefined) continue;
    const fields = data as { id?: unknown; tags?: unknown };
    const asItWas = { file: fromContent, data, body };
    if (folder === under(contentLayout.pages)) {
      addresses.set(pageRoute(path.posix.basename(file, '.mdx')), asItWas);
    } else if (folder === under(contentLayout.caseStudies)) {
      if (typeof fields.id === 'number' && Number.isInteger(fields.id))
        addresses.set(caseStudyRoute(fields.id), asItWas);
      if (Array.isArray(fields.tags)) for (const tag of fields.tags) if (typeof tag === 'string') tags.add(tag);
    }
  }
  const stories = addresses.get(storiesRoute);
  const tagPages = new Map<string, string>();
  if (stories && placesStoryList(stories.data))
    for (const tag of tags) tagPages.set(listingRoute({ number: 1, tag }), tag);
  return { addresses, tagPages };
}

/** What tells an entry apart: its frontmatter's texts and its body's sentences, of 20 characters or more. */
function distinctiveTexts(data: unknown, bodyText: string): Set<string> {
  const texts = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      const text = value.replace(/\s+/g, ' ').trim();
      if (text.length >= 20) texts.add(text);
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(data);
  bodyText.split(/(?<=[.!?])\s+|\n+/).forEach(collect);
  return texts;
}

/** The distinctive texts of an entry of today's catalog. */
function textsOf(entry: Entry<unknown>): Set<string> {
  return distinctiveTexts(entry.data, entry.body.plainText);
}

/** The distinctive texts of a file as it was at a commit. */
function textsAsItWas(file: PublishedFile): Set<string> {
  return distinctiveTexts(file.data, inspectBody(file.body, file.file).facts.plainText);
}

/** The share of texts two entries have in common: 1 for the same texts, 0 for none. */
function likeness(a: Set<string>, b: Set<string>): number {
  const shared = [...a].filter((text) => b.has(text)).length;
  return shared / Math.max(a.size, b.size, 1);
}

/** An address published today and not at the base, with what tells its file apart. */
interface Newcomer {
  route: string;
  texts: Set<string>;
}

/**
 * The address that took over a vanished one: of the newcomers, the one alone in having most of
 * the vanished file's texts (a renamed page, a case study given another id). Files made from one
 * template share their headings and field names, not these texts.
 */
function successorOf(vanished: PublishedFile, newcomers: Newcomer[]): string | undefined {
  const texts = textsAsItWas(vanished);
  const alike = newcomers.filter((newcomer) => likeness(texts, newcomer.texts) >= 0.6);
  return alike.length === 1 ? alike[0]?.route : undefined;
}

/**
 * Each address published at `ref` that today's content neither publishes nor redirects: an
 * error naming the address and the file that made it at `ref`, with the redirect to add when a
 * new address took over its file (a renamed page, a case study given another id). `inRepository`
 * is the content folder in the git checkout, when the catalog was read from a copy of it.
 */
export function checkVanishedAddresses(
  catalog: ContentCatalog,
  ref: string,
  inRepository: string = catalog.root,
): ContentError[] {
  // What the built site publishes: a page turned back into a draft, or given a later date, leaves it too.
  const live = liveRoutesOf(catalog);
  const redirected = new Set(resolveRedirects(catalog.redirects).map((redirect) => redirect.from));
  // Named from where the catalog's own files are named from, as every other message of the check.
  const folder = path.posix.dirname(catalog.site.file);
  const { addresses: published, tagPages } = publishedAt(inRepository, ref, catalog.today);
  const isGone = (address: string) => !live.has(address) && !redirected.has(address);
  const gone = [...published].filter(([address]) => isGone(address));
  const tagErrors = [...tagPages]
    .filter(([address]) => isGone(address))
    .map(([address, tag]) => vanishedTagPage(catalog, live, { address, tag, ref }));
  const takenOver = takenOverAddresses(catalog, { published, redirected, ref });
  // A taken-over address is named once, at the file that took it.
  const takenAddresses = new Set(takenOver.map((error) => error.address));
  const vanished = gone.filter(([address]) => !takenAddresses.has(address));
  if (vanished.length === 0) return [...takenOver.map(({ error }) => error), ...tagErrors];
  const entries = entryRoutes(catalog);
  const newcomers: Newcomer[] = entries
    .filter(({ route }) => live.has(route) && !published.has(route))
    .map(({ route, entry }) => ({ route, texts: textsOf(entry) }));
  const fileErrors = vanished.map(([address, was]): ContentError => {
    const heldBack = entries.find(({ route, entry }) => route === address && entry.unpublished !== undefined)?.entry;
    if (heldBack?.unpublished) {
      const field = heldBackField(heldBack);
      return {
        file: heldBack.file,
        ...heldBack.locate([field]),
        field,
        problem: `The address ${address}, published at ${ref}, would be gone: this file ${unpublishedInWords(heldBack.unpublished)} now, and the built site leaves it out.`,
        hint:
          field === 'draft'
            ? `Keep it published: remove its "draft: true". Or send its visitors on while it is a draft: add "- from: ${address}" with its "to:" to ${catalog.redirects.file}.`
            : `Keep it published: give its ${field} back a day that has passed. To take it down for good, delete the file and add "- from: ${address}" with its "to:" to ${catalog.redirects.file}.`,
      };
    }
    const successor = successorOf(was, newcomers);
    return {
      file: path.posix.join(folder, was.file),
      problem: `The address ${address}, which this file made at ${ref}, is gone: links to it in posts, e-mails and other websites would break.`,
      hint: successor
        ? `Send its visitors on to ${successor}, which looks like its new address: add "- from: ${address}" and "to: ${successor}" to ${catalog.redirects.file}. Or keep the page.`
        : `Keep the page, or send its visitors on: add "- from: ${address}" and "to:" the page that replaces it to ${catalog.redirects.file}.`,
    };
  });
  return [...fileErrors, ...takenOver.map(({ error }) => error), ...tagErrors];
}

/**
 * Each published case study that took over the address of another one published at `ref` (a
 * number freed by a deletion and given again, two numbers swapped): links to the old story would
 * open this one. A story rewritten in its own file keeps its address.
 */
function takenOverAddresses(
  catalog: ContentCatalog,
  {
    published,
    redirected,
    ref,
  }: { published: ReadonlyMap<string, PublishedFile>; redirected: ReadonlySet<string>; ref: string },
): { address: string; error: ContentError }[] {
  const usedNumbers = [
    ...[...published.keys(), ...redirected].map((address) => caseStudyIdOf(address) ?? 0),
    ...catalog.caseStudies.map((entry) => entry.data.id),
  ];
  const nextFree = Math.max(0, ...usedNumbers) + 1;
  // A draft counts too: `npm run new` makes one, and publishing it later would go unchecked.
  return catalog.caseStudies.flatMap((entry): { address: string; error: ContentError }[] => {
    const address = caseStudyRoute(entry.data.id);
    const was = published.get(address);
    if (!was || path.posix.basename(was.file) === path.posix.basename(entry.file)) return [];
    if (likeness(textsAsItWas(was), textsOf(entry)) >= 0.6) return [];
    const { title } = was.data as { title?: unknown };
    return [
      {
        address,
        error: {
          file: entry.file,
          ...entry.locate(['id']),
          field: 'id',
          problem: `The address ${address} showed another story at ${ref}${typeof title === 'string' ? `, "${title}"` : ''} (${path.posix.join(path.posix.dirname(catalog.site.file), was.file)}): links to it in posts, e-mails and other websites would open this one instead.`,
          hint: `Give this case study a number no story has had, such as ${nextFree}. If it is that story rewritten, keep its file name, ${path.posix.basename(was.file)}.`,
        },
      },
    ];
  });
}

/**
 * The error for a tag's page that is gone: no published case study carries the tag any more, or
 * the page that lists the stories is not published.
 */
function vanishedTagPage(
  catalog: ContentCatalog,
  live: ReadonlyMap<string, RouteInfo>,
  { address, tag, ref }: { address: string; tag: string; ref: string },
): ContentError {
  const index = catalog.tags.data.tags.findIndex((candidate) => candidate.id === tag);
  const listed = placesStoryList(live.get(storiesRoute)?.entry.data);
  return {
    file: catalog.tags.file,
    ...(index === -1 ? {} : { ...catalog.tags.locate(['tags', index, 'id']), field: `tags.${index}.id` }),
    problem: `The address ${address}, the page of the tag "${tag}" at ${ref}, is gone: ${listed ? 'no published case study carries that tag now' : `the page ${storiesRoute} does not list the stories now`}, so links to it would break.`,
    hint: listed
      ? `Give a published case study the tag "${tag}" again, or send its visitors on: add "- from: ${address}" and "to: ${storiesRoute}" (or another page) to ${catalog.redirects.file}.`
      : `List the stories on ${storiesRoute} again, or send its visitors on: add "- from: ${address}" with its "to:" to ${catalog.redirects.file}.`,
  };
}
