import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { ContentError } from './errors.ts';
import { parseContentFile, parseYaml, type ParsedFile } from './frontmatter.ts';
import { inspectBody, type BodyFacts } from './mdx-body.ts';
import { caseStudySchema, type CaseStudyData } from './schemas/case-study.ts';
import { faqEntrySchema, type FaqEntryData } from './schemas/faq-entry.ts';
import { pageSchema, type PageData } from './schemas/page.ts';
import { siteSchema, type SiteSettings } from './schemas/site.ts';
import { validateData } from './validate.ts';

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

/** Readings kept from an earlier run, by `readingKey`; `scripts/kept-readings.ts` keeps them on disk. */
export interface ReadingStore {
  /** The reading kept under `key`, if any. */
  get(key: string): FileReading | undefined;
  /** Records a file's fresh reading under its key. */
  set(key: string, reading: FileReading): void;
}

/** The key of a file's reading: its path and the hash of its text. */
function readingKey(file: string, source: string): string {
  return `${file}\0${createHash('sha1').update(source).digest('base64')}`;
}

/** Reads one MDX file: from `readings` when it holds this text, else by parsing frontmatter and body. */
function readContentFile(source: string, file: string, readings: ReadingStore | undefined): FileReading & Pick<ParsedFile, 'locate'> {
  const key = readings ? readingKey(file, source) : '';
  const kept = readings?.get(key);
  if (kept) {
    // Positions are needed only for an error message: the YAML is parsed again for them then.
    let located: ParsedFile['locate'] | undefined;
    return { ...kept, locate: (fieldPath, target) => (located ??= parseContentFile(source, file).locate)(fieldPath, target) };
  }
  const parsed = parseContentFile(source, file);
  const inspected = inspectBody(parsed.body, file);
  const reading: FileReading = { data: parsed.data, frontmatterErrors: parsed.errors, body: inspected.facts, bodyErrors: inspected.errors };
  readings?.set(key, reading);
  return { ...reading, locate: parsed.locate };
}

/** A run of the loader: the catalog when every file is valid, and every problem found. */
export interface LoadResult {
  catalog?: ContentCatalog;
  errors: ContentError[];
}

/**
 * Reads every content file below `contentRoot`, validates each against its schema and
 * collects every problem in every file. Cross-file checks run separately (`checks.ts`).
 * With `readings`, an MDX file whose text was read before is not parsed again.
 */
export function loadContentFiles(contentRoot: string, repoRoot = path.dirname(contentRoot), readings?: ReadingStore): LoadResult {
  const errors: ContentError[] = [];
  const relative = (absolute: string) => path.relative(repoRoot, absolute).split(path.sep).join('/');

  const readMdxFolder = <Schema extends z.ZodType>(folder: string, schema: Schema): Entry<z.output<Schema>>[] => {
    const directory = path.join(contentRoot, folder);
    if (!existsSync(directory)) return [];
    const entries: Entry<z.output<Schema>>[] = [];
    for (const name of readdirSync(directory).sort()) {
      const absolutePath = path.join(directory, name);
      const file = relative(absolutePath);
      if (!name.endsWith('.mdx')) {
        if (!name.startsWith('.')) errors.push({ file, problem: 'Only .mdx files belong in this folder.', hint: 'Rename the file to end in .mdx, or move it elsewhere (pictures go in content/public/images).' });
        continue;
      }
      const read = readContentFile(readFileSync(absolutePath, 'utf8'), file, readings);
      errors.push(...read.frontmatterErrors, ...read.bodyErrors);
      if (read.frontmatterErrors.length > 0) continue;
      const { value, errors: invalid } = validateData(schema, read.data, file, read.locate);
      errors.push(...invalid);
      if (value === undefined || read.bodyErrors.length > 0) continue;
      entries.push({ file, absolutePath, slug: name.slice(0, -'.mdx'.length), data: value, body: read.body, locate: read.locate });
    }
    return entries;
  };

  const site = readSite(path.join(contentRoot, contentLayout.site), relative, errors);
  const pages = readMdxFolder(contentLayout.pages, pageSchema);
  const caseStudies = readMdxFolder(contentLayout.caseStudies, caseStudySchema).sort((a, b) => a.data.id - b.data.id);
  const faq = readMdxFolder(contentLayout.faq, faqEntrySchema).sort((a, b) => a.data.order - b.data.order);

  if (errors.length > 0 || !site) return { errors };
  return { catalog: { root: contentRoot, site, pages, caseStudies, faq }, errors };
}

function readSite(absolutePath: string, relative: (absolute: string) => string, errors: ContentError[]): Entry<SiteSettings> | undefined {
  const file = relative(absolutePath);
  if (!existsSync(absolutePath)) {
    errors.push({ file, problem: 'The site settings file is missing.', hint: 'Create content/site.yaml; see docs/content-reference.md for its fields.' });
    return undefined;
  }
  const source = readFileSync(absolutePath, 'utf8').replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const yaml = parseYaml(source, file);
  errors.push(...yaml.errors);
  if (yaml.errors.length > 0) return undefined;
  const { value, errors: invalid } = validateData(siteSchema, yaml.data, file, yaml.locate);
  errors.push(...invalid);
  if (!value) return undefined;
  const body: BodyFacts = { links: [], images: [], plainText: '', isEmpty: true };
  return { file, absolutePath, slug: 'site', data: value, body, locate: yaml.locate };
}
