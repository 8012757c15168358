import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { ContentError } from './errors.ts';
import { parseContentFile, type ParsedFile } from './frontmatter.ts';
import { inspectBody, type BodyFacts, type BodyTree } from './mdx-body.ts';
import { contentModelFiles } from './model-files.ts';
import { type BuildCache, cacheKey, codeDigest } from '../support/cache.ts';
import { repoRoot } from '../support/paths.ts';
import { caseStudySchema, type CaseStudyData } from '../../src/model/case-study.ts';
import { faqEntrySchema, type FaqEntryData } from '../../src/model/faq-entry.ts';
import { pageSchema, type PageData } from '../../src/model/page.ts';
import { siteSchema, type SiteSettings } from '../../src/model/site.ts';
import type { TagList } from '../../src/model/tag.ts';
import { readTags } from './tags.ts';
import { readYamlData, validateData } from './validate.ts';
import { readRedirects, type RedirectList } from './redirects.ts';
import { siteNow } from './publication.ts';
import { dayIn, unpublished, type Unpublished } from '../../src/model/publication.ts';

/** Where each kind of content lives, relative to the content folder. */
export const contentLayout = {
  site: 'site.yaml',
  tags: 'tags.yaml',
  pages: 'pages',
  caseStudies: 'case-studies',
  faq: 'faq',
  publicFiles: 'public',
  redirects: 'redirects.yaml',
  /** Words the spelling check accepts: names and jargon, one a line. */
  dictionary: 'dictionary.txt',
} as const;

/** An MDX content file after validation. */
export interface Entry<Data> {
  /** Path from the repository root, e.g. `content/pages/home.mdx`. */
  file: string;
  /** Absolute path, for the MDX compiler. */
  absolutePath: string;
  /** The file name without `.mdx`. */
  slug: string;
  /** The validated frontmatter. */
  data: Data;
  /** What the body links to and says. */
  body: BodyFacts;
  /** Finds a frontmatter field's position in the file. */
  locate: ParsedFile['locate'];
  /** Why the built site leaves the entry out (a draft, or scheduled for a later day); undefined when it is published. */
  unpublished?: Unpublished | undefined;
}

/** All content of the site, validated and typed. */
export interface ContentCatalog {
  /** The content folder, absolute. */
  root: string;
  /** `content/site.yaml`, validated. */
  site: Entry<SiteSettings>;
  /** Pages, sorted by file name. */
  pages: Entry<PageData>[];
  /** Case studies, sorted by id. */
  caseStudies: Entry<CaseStudyData>[];
  /** FAQ entries, sorted by order. */
  faq: Entry<FaqEntryData>[];
  /** `content/tags.yaml`, validated; no tags when the file is missing. */
  tags: Entry<TagList>;
  /** `content/redirects.yaml`, validated. */
  redirects: RedirectList;
  /**
   * The day the content is published as of (`SITE_NOW`, else the clock) in the time zone of the
   * site settings, as YYYY-MM-DD: what is dated after it is scheduled, and the site files date
   * what git cannot by it.
   */
  today: string;
}

/**
 * What reading one MDX content file yields before its schema is checked: it depends on nothing
 * but the file's path and text (and the content model's code), so a build keeps it in its cache.
 */
export interface FileReading {
  /** The frontmatter as plain data; an empty object when the YAML has mistakes. */
  data: unknown;
  /** YAML and layout mistakes. */
  frontmatterErrors: ContentError[];
  /** What the body links to and says. */
  body: BodyFacts;
  /** MDX syntax errors, unknown components and code in the body. */
  bodyErrors: ContentError[];
}

/** The code that decides what reading a content file gives: the schemas and the loader. */
let readingCode: string | undefined;

/**
 * Reads one MDX file: from `cache` when a build read the same text with the same code (positions,
 * which only an error message needs, are then found by parsing the YAML again), else by parsing
 * it, and then with the body's text and tree, which the build's MDX compile starts from.
 */
function readContentFile(
  source: string,
  file: string,
  cache: BuildCache | undefined,
): FileReading & Pick<ParsedFile, 'locate'> & { parsedBody?: { text: string; tree: BodyTree } } {
  readingCode ??= codeDigest(contentModelFiles(repoRoot));
  const key = cacheKey(readingCode, file, source);
  // The entry was written by this code (its digest is in the key), so it has this shape.
  const kept = cache?.readJson(key) as FileReading | undefined;
  if (kept) {
    let located: ParsedFile['locate'] | undefined;
    const locate: ParsedFile['locate'] = (fieldPath, target) => {
      located ??= parseContentFile(source, file).locate;
      return located(fieldPath, target);
    };
    return { ...kept, locate };
  }
  const parsed = parseContentFile(source, file);
  const inspected = inspectBody(parsed.body, file);
  const reading: FileReading = {
    data: parsed.data,
    frontmatterErrors: parsed.errors,
    body: inspected.facts,
    bodyErrors: inspected.errors,
  };
  cache?.writeJson(key, reading);
  const { tree } = inspected;
  return { ...reading, locate: parsed.locate, ...(tree && { parsedBody: { text: parsed.body, tree } }) };
}

/** How the loader reads files. */
export interface LoadOptions {
  /** The folder file names in messages start from; by default the content folder's parent. */
  repoRoot?: string;
  /** What earlier builds read: a file whose text was read before is not parsed again. */
  cache?: BuildCache | undefined;
  /** The moment entries are published as of; `siteNow()` by default. */
  now?: Date;
}

/** A run of the loader: the catalog when every file is valid, and every problem found. */
export interface LoadResult {
  catalog?: ContentCatalog;
  errors: ContentError[];
  /** Each MDX body's tree as the loader parsed it, by the body's text: the build's MDX compile starts from it. */
  trees?: Map<string, BodyTree>;
}

/** The folder of `file`'s messages: names are given from the repository root, with forward slashes. */
function namer(contentRoot: string, options: LoadOptions): (absolute: string) => string {
  const root = options.repoRoot ?? path.dirname(contentRoot);
  return (absolute) => path.relative(root, absolute).split(path.sep).join('/');
}

/** What `loadMdxFolder` adds to as it reads: every problem in file order, and the trees of the bodies. */
interface Found {
  errors: ContentError[];
  trees: Map<string, BodyTree>;
}

/** Reads every file in `folder` and checks it against `schema`; each file's problems are added to `found` in file order. */
function loadMdxFolder<Schema extends z.ZodType>(
  contentRoot: string,
  folder: string,
  schema: Schema,
  options: LoadOptions,
  { errors, trees }: Found,
): Entry<z.output<Schema>>[] {
  const relative = namer(contentRoot, options);
  const directory = path.join(contentRoot, folder);
  if (!existsSync(directory)) return [];
  const entries: Entry<z.output<Schema>>[] = [];
  // Names in a folder are unique, so no two compare equal.
  for (const entry of readdirSync(directory, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const { name } = entry;
    const absolutePath = path.join(directory, name);
    const file = relative(absolutePath);
    if (name.startsWith('.') && (entry.isDirectory() || !name.endsWith('.mdx'))) continue;
    if (entry.isDirectory()) {
      errors.push({
        file,
        problem: `This is a folder; ${folder}/ holds only .mdx files, one per entry, and no folders.`,
        hint: `Move the .mdx files it holds up into content/${folder}/, or move the folder out of content/.`,
      });
      continue;
    }
    if (!name.endsWith('.mdx')) {
      errors.push({
        file,
        problem: 'Only .mdx files belong in this folder.',
        hint: 'Rename the file to end in .mdx, or move it elsewhere (pictures go in content/public/images).',
      });
      continue;
    }
    const reading = readContentFile(readFileSync(absolutePath, 'utf8'), file, options.cache);
    const { value, errors: schemaErrors } =
      reading.frontmatterErrors.length > 0
        ? { value: undefined, errors: [] }
        : validateData(schema, reading.data, file, reading.locate);
    errors.push(...reading.frontmatterErrors, ...reading.bodyErrors, ...schemaErrors);
    if (value === undefined || reading.bodyErrors.length > 0) continue;
    if (reading.parsedBody) trees.set(reading.parsedBody.text, reading.parsedBody.tree);
    entries.push({
      file,
      absolutePath,
      slug: name.slice(0, -'.mdx'.length),
      data: value,
      body: reading.body,
      locate: reading.locate,
    });
  }
  return entries;
}

/** Marks each of `entries` that the built site leaves out on `today` (a draft, or scheduled for a later day). */
function markUnpublished<Data extends Parameters<typeof unpublished>[0]>(entries: Entry<Data>[], today: string): void {
  for (const entry of entries) entry.unpublished = unpublished(entry.data, today);
}

/**
 * Reads every content file below `contentRoot`, validates each against its schema and
 * collects every problem in every file. Cross-file checks run separately (`checks.ts`).
 */
export function loadContent(contentRoot: string, options: LoadOptions = {}): LoadResult {
  const found: Found = { errors: [], trees: new Map() };
  const { errors, trees } = found;
  const site = readSite(path.join(contentRoot, contentLayout.site), namer(contentRoot, options), errors);
  const pages = loadMdxFolder(contentRoot, contentLayout.pages, pageSchema, options, found);
  const caseStudies = loadMdxFolder(contentRoot, contentLayout.caseStudies, caseStudySchema, options, found).sort(
    (a, b) => a.data.id - b.data.id,
  );
  const faq = loadMdxFolder(contentRoot, contentLayout.faq, faqEntrySchema, options, found).sort(
    (a, b) => a.data.order - b.data.order,
  );
  const today = site ? dayIn(options.now ?? siteNow(), site.data.timeZone) : undefined;
  if (today !== undefined) {
    markUnpublished(pages, today);
    markUnpublished(caseStudies, today);
    markUnpublished(faq, today);
  }
  const tagsFile = path.join(contentRoot, contentLayout.tags);
  const tags = readTags(tagsFile, namer(contentRoot, options)(tagsFile), errors);
  const redirectsFile = path.join(contentRoot, contentLayout.redirects);
  const redirects = readRedirects(redirectsFile, namer(contentRoot, options)(redirectsFile));
  errors.push(...redirects.errors);
  if (errors.length > 0 || !site || !tags || !redirects.list || today === undefined) return { errors };
  return {
    catalog: { root: contentRoot, site, pages, caseStudies, faq, tags, redirects: redirects.list, today },
    errors,
    trees,
  };
}

function readSite(
  absolutePath: string,
  relative: (absolute: string) => string,
  errors: ContentError[],
): Entry<SiteSettings> | undefined {
  const file = relative(absolutePath);
  const read = readYamlData(siteSchema, absolutePath, file);
  if (!read) {
    errors.push({
      file,
      problem: 'The site settings file is missing.',
      hint: 'Create content/site.yaml; see docs/content-reference.md for its fields.',
    });
    return undefined;
  }
  errors.push(...read.errors);
  if (!read.value) return undefined;
  const body: BodyFacts = { links: [], images: [], plainText: '', prose: [], isEmpty: true };
  return { file, absolutePath, slug: 'site', data: read.value, body, locate: read.locate };
}
