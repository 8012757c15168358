import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { ContentError } from './errors.ts';
import { parseContentFile, parseYaml, type ParsedFile } from './frontmatter.ts';
import { inspectBody, type BodyFacts, type KeepBodyTree } from './mdx-body.ts';
import { caseStudySchema, type CaseStudyData } from '../../src/model/case-study.ts';
import { faqEntrySchema, type FaqEntryData } from '../../src/model/faq-entry.ts';
import { pageSchema, type PageData } from '../../src/model/page.ts';
import { siteSchema, type SiteSettings } from '../../src/model/site.ts';
import { validateData } from './validate.ts';
import { published, siteNow } from './publication.ts';
import { dayIn, unpublished, type Unpublished } from '../../src/model/publication.ts';

/** The frontmatter fields that decide whether an entry is published. */
type PublicationData = Parameters<typeof unpublished>[0];

/** Where each kind of content lives, relative to the content folder. */
export const contentLayout = {
  site: 'site.yaml',
  pages: 'pages',
  caseStudies: 'case-studies',
  faq: 'faq',
  publicFiles: 'public',
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
}

/**
 * What reading one MDX content file yields before its schema is checked: it depends on nothing
 * but the file's path and text (and the content model's code), so a build keeps it between runs.
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

/** Readings kept from an earlier run, by `readingKey`; `scripts/content/reading-cache.ts` keeps them on disk. */
export interface ReadingCache {
  /** The reading kept under `key`, if any. */
  get(key: string): FileReading | undefined;
  /** Records a file's fresh reading under its key. */
  set(key: string, reading: FileReading): void;
}

/** The key of a file's reading: its path and the hash of its text. */
function readingKey(file: string, source: string): string {
  return `${file}\0${createHash('sha1').update(source).digest('base64')}`;
}

/** One MDX file being read: its frontmatter at once, its body when `readBody` is called. */
interface StartedReading extends Pick<FileReading, 'data' | 'frontmatterErrors'>, Pick<ParsedFile, 'locate'> {
  /** Reads the body (unless `readings` held it) and gives the file's whole reading. */
  readBody(): FileReading;
}

/** How the loader reads files. */
export interface LoadOptions {
  /** The folder file names in messages start from; by default the content folder's parent. */
  repoRoot?: string;
  /** Readings kept from an earlier run: a file whose text was read before is not parsed again. */
  readings?: ReadingCache;
  /** Receives the tree of each body parsed without errors (the build hands them to the MDX compile). */
  keepBodyTree?: KeepBodyTree;
  /** The moment entries are published as of; `siteNow()` by default. */
  now?: Date;
  /** Leave out every entry that is not published (drafts, entries scheduled for a later day), as the build does. */
  onlyPublished?: boolean;
}

/** Starts reading one MDX file: from `readings` when it holds this text, else by parsing its frontmatter now and its body later. */
function startReadingContentFile(
  source: string,
  file: string,
  { readings, keepBodyTree }: LoadOptions,
): StartedReading {
  const key = readings ? readingKey(file, source) : '';
  const kept = readings?.get(key);
  if (kept) {
    // Positions are needed only for an error message: the YAML is parsed again for them then.
    let located: ParsedFile['locate'] | undefined;
    return {
      ...kept,
      locate: (fieldPath, target) => {
        located ??= parseContentFile(source, file).locate;
        return located(fieldPath, target);
      },
      readBody: () => kept,
    };
  }
  const parsed = parseContentFile(source, file);
  return {
    data: parsed.data,
    frontmatterErrors: parsed.errors,
    locate: parsed.locate,
    readBody: () => {
      const inspected = inspectBody(parsed.body, file, keepBodyTree);
      const reading: FileReading = {
        data: parsed.data,
        frontmatterErrors: parsed.errors,
        body: inspected.facts,
        bodyErrors: inspected.errors,
      };
      readings?.set(key, reading);
      return reading;
    },
  };
}

/** A run of the loader: the catalog when every file is valid, and every problem found. */
export interface LoadResult {
  catalog?: ContentCatalog;
  errors: ContentError[];
}

/**
 * The content known once the site settings, the pages and the case studies' frontmatter are read,
 * before the case studies' bodies and the FAQ: all that the build's social images need.
 */
export interface FrontmatterCatalog {
  /** `content/site.yaml`, validated. */
  site: Entry<SiteSettings>;
  /** Pages, sorted by file name, bodies read. */
  pages: Entry<PageData>[];
  /** Case studies, sorted by id. */
  caseStudies: { data: CaseStudyData; unpublished?: Unpublished | undefined }[];
}

/** An MDX file of a folder whose frontmatter is read, or a file that does not belong there. */
type StartedFile<Data> =
  | { kind: 'misplaced'; error: ContentError }
  | {
      kind: 'mdx';
      name: string;
      file: string;
      absolutePath: string;
      reading: StartedReading;
      value: Data | undefined;
      schemaErrors: ContentError[];
    };

/**
 * The first step of loading: the site settings, the pages and the case studies' frontmatter are
 * read; the case studies' bodies and the FAQ are not yet. `frontmatter` is all that the build's
 * social images need, so they can start while `finishLoading` reads the rest.
 */
export interface FrontmatterReading {
  /** Undefined when any of the site settings, the pages or the case studies' frontmatter is invalid. */
  frontmatter?: FrontmatterCatalog;
  contentRoot: string;
  options: LoadOptions;
  site?: Entry<SiteSettings>;
  pages: Entry<PageData>[];
  startedCaseStudies: StartedFile<CaseStudyData>[];
  /** The day it is in the site's time zone, YYYY-MM-DD; undefined when the site settings are invalid. */
  today?: string;
  /** Problems found so far, in file order. */
  errors: ContentError[];
}

/** The folder of `file`'s messages: names are given from the repository root, with forward slashes. */
function namer(contentRoot: string, options: LoadOptions): (absolute: string) => string {
  const repoRoot = options.repoRoot ?? path.dirname(contentRoot);
  return (absolute) => path.relative(repoRoot, absolute).split(path.sep).join('/');
}

/** Reads the frontmatter of every file in `folder` and checks it against `schema`. */
function startMdxFolder<Schema extends z.ZodType>(
  contentRoot: string,
  folder: string,
  schema: Schema,
  options: LoadOptions,
): StartedFile<z.output<Schema>>[] {
  const relative = namer(contentRoot, options);
  const directory = path.join(contentRoot, folder);
  if (!existsSync(directory)) return [];
  return (
    readdirSync(directory, { withFileTypes: true })
      // Names in a folder are unique, so no two compare equal.
      .sort((a, b) => (a.name < b.name ? -1 : 1))
      .flatMap((entry): StartedFile<z.output<Schema>>[] => {
        const { name } = entry;
        const absolutePath = path.join(directory, name);
        const file = relative(absolutePath);
        if (entry.isDirectory()) {
          if (name.startsWith('.')) return [];
          return [
            {
              kind: 'misplaced',
              error: {
                file,
                problem: `This is a folder; ${folder}/ holds only .mdx files, one per entry, and no folders.`,
                hint: `Move the .mdx files it holds up into content/${folder}/, or move the folder out of content/.`,
              },
            },
          ];
        }
        if (!name.endsWith('.mdx')) {
          if (name.startsWith('.')) return [];
          return [
            {
              kind: 'misplaced',
              error: {
                file,
                problem: 'Only .mdx files belong in this folder.',
                hint: 'Rename the file to end in .mdx, or move it elsewhere (pictures go in content/public/images).',
              },
            },
          ];
        }
        const reading = startReadingContentFile(readFileSync(absolutePath, 'utf8'), file, options);
        const { value, errors: schemaErrors } =
          reading.frontmatterErrors.length > 0
            ? { value: undefined, errors: [] }
            : validateData(schema, reading.data, file, reading.locate);
        return [{ kind: 'mdx', name, file, absolutePath, reading, value, schemaErrors }];
      })
  );
}

/** Reads the bodies of a started folder, and gives its valid entries; each file's problems are added to `errors` in file order. */
function finishMdxFolder<Data extends PublicationData>(
  started: StartedFile<Data>[],
  errors: ContentError[],
  today: string | undefined,
): Entry<Data>[] {
  const entries: Entry<Data>[] = [];
  for (const item of started) {
    if (item.kind === 'misplaced') {
      errors.push(item.error);
      continue;
    }
    const { body, bodyErrors } = item.reading.readBody();
    errors.push(...item.reading.frontmatterErrors, ...bodyErrors, ...item.schemaErrors);
    if (item.value === undefined || bodyErrors.length > 0) continue;
    entries.push({
      file: item.file,
      absolutePath: item.absolutePath,
      slug: item.name.slice(0, -'.mdx'.length),
      data: item.value,
      body,
      locate: item.reading.locate,
      unpublished: today === undefined ? undefined : unpublished(item.value, today),
    });
  }
  return entries;
}

/** The first step of `loadContentFiles`: reads the site settings, the pages and the case studies' frontmatter. */
export function readFrontmatter(contentRoot: string, options: LoadOptions = {}): FrontmatterReading {
  const errors: ContentError[] = [];
  const site = readSite(path.join(contentRoot, contentLayout.site), namer(contentRoot, options), errors);
  const today = site && dayIn(options.now ?? siteNow(), site.data.timeZone);
  const pages = finishMdxFolder(startMdxFolder(contentRoot, contentLayout.pages, pageSchema, options), errors, today);
  const startedCaseStudies = startMdxFolder(contentRoot, contentLayout.caseStudies, caseStudySchema, options);
  const caseStudyData = startedCaseStudies.flatMap((item) =>
    item.kind === 'mdx' && item.value !== undefined && today !== undefined
      ? [{ data: item.value, unpublished: unpublished(item.value, today) }]
      : [],
  );
  const frontmatterValid =
    site !== undefined && errors.length === 0 && caseStudyData.length === startedCaseStudies.length;
  // The pictures drawn from it are all of the built site: what it leaves out, they leave out.
  const shown = options.onlyPublished ? published : <Item>(entries: Item[]) => entries;
  const frontmatter = frontmatterValid
    ? { site, pages: shown(pages), caseStudies: shown(caseStudyData).sort((a, b) => a.data.id - b.data.id) }
    : undefined;
  return { frontmatter, contentRoot, options, site, pages, startedCaseStudies, today, errors };
}

/** The second step of `loadContentFiles`: reads the case studies' bodies and the FAQ, and gives the catalog when every file is valid. */
export function finishLoading(reading: FrontmatterReading): LoadResult {
  const { contentRoot, options, site, pages, today } = reading;
  const errors = [...reading.errors];
  const caseStudies = finishMdxFolder(reading.startedCaseStudies, errors, today).sort((a, b) => a.data.id - b.data.id);
  const faq = finishMdxFolder(
    startMdxFolder(contentRoot, contentLayout.faq, faqEntrySchema, options),
    errors,
    today,
  ).sort((a, b) => a.data.order - b.data.order);
  if (errors.length > 0 || !site) return { errors };
  return { catalog: { root: contentRoot, site, pages, caseStudies, faq }, errors };
}

/**
 * Reads every content file below `contentRoot`, validates each against its schema and
 * collects every problem in every file. Cross-file checks run separately (`checks.ts`).
 */
export function loadContentFiles(contentRoot: string, options: LoadOptions = {}): LoadResult {
  return finishLoading(readFrontmatter(contentRoot, options));
}

function readSite(
  absolutePath: string,
  relative: (absolute: string) => string,
  errors: ContentError[],
): Entry<SiteSettings> | undefined {
  const file = relative(absolutePath);
  if (!existsSync(absolutePath)) {
    errors.push({
      file,
      problem: 'The site settings file is missing.',
      hint: 'Create content/site.yaml; see docs/content-reference.md for its fields.',
    });
    return undefined;
  }
  const source = readFileSync(absolutePath, 'utf8')
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n');
  const yaml = parseYaml(source, file);
  errors.push(...yaml.errors);
  if (yaml.errors.length > 0) return undefined;
  const { value, errors: invalid } = validateData(siteSchema, yaml.data, file, yaml.locate);
  errors.push(...invalid);
  if (!value) return undefined;
  const body: BodyFacts = { links: [], images: [], plainText: '', isEmpty: true };
  return { file, absolutePath, slug: 'site', data: value, body, locate: yaml.locate };
}
