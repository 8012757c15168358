/**
 * The check the editor runs before it saves: the entry as it would be written, in a copy of the
 * content folder, through the same validation as `npm run check`, cross-file rules included, and
 * the rule of `npm run check -- --base HEAD` that no address of the last commit vanishes.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { keepMdxLayout, keepYamlLayout } from '../../src/admin/keep-layout.ts';
import { formatContentError, sortErrors, type ContentError } from '../content/errors.ts';
import { validateContent } from '../content/index.ts';
import { contentLayout, type ContentCatalog } from '../content/load.ts';
import { checkVanishedAddresses } from '../content/vanished.ts';
import { GitError } from '../support/git.ts';

/** What the editor sends: the collection, the entry's file (none for a new one) and its fields. */
export interface EntryToValidate {
  collection: string;
  /** The file relative to the content folder, as the local backend names it; empty for a new entry. */
  path?: string;
  data: Record<string, unknown>;
}

const folders: Record<string, string> = {
  pages: contentLayout.pages,
  'case-studies': contentLayout.caseStudies,
  faq: contentLayout.faq,
};

/** The file an entry would be written to, relative to the content folder. */
function entryFile(entry: EntryToValidate): string {
  if (entry.collection === 'settings') return contentLayout.site;
  if (entry.collection === 'redirects') return contentLayout.redirects;
  const folder = folders[entry.collection];
  if (!folder) throw new Error(`Unknown collection "${entry.collection}".`);
  if (entry.path) {
    const relative = path.posix.normalize(entry.path);
    if (!relative.startsWith(`${folder}/`) || relative.includes('..'))
      throw new Error(`"${entry.path}" is not a file of ${folder}/.`);
    return relative;
  }
  // A new entry's name is made by the editor on save; any free name validates the same.
  return `${folder}/new-entry-being-saved.mdx`;
}

/** The file's text: YAML for the settings and the redirects, frontmatter and body for the MDX collections. */
export function entryText(entry: EntryToValidate): string {
  const { body, ...fields } = entry.data;
  const yaml = stringify(fields);
  if (entry.collection === 'settings' || entry.collection === 'redirects') return yaml;
  return `---\n${yaml}---\n\n${typeof body === 'string' ? body : ''}\n`;
}

/** As `npm run check -- --base HEAD`: addresses of the last commit gone without a redirect; none outside a git checkout. */
function vanishedSinceLastCommit(catalog: ContentCatalog, contentRoot: string): ContentError[] {
  try {
    return checkVanishedAddresses(catalog, 'HEAD', contentRoot);
  } catch (error) {
    if (error instanceof GitError) return [];
    throw error;
  }
}

/**
 * The problems `npm run check` would report once `entry` is saved into `contentRoot`, each as
 * the lines the terminal shows (file, field, problem, hint); empty when it may be saved. Like
 * `npm run check -- --base HEAD`, an address of the last commit may not vanish without a redirect.
 */
export function validateEntry(contentRoot: string, entry: EntryToValidate): string[] {
  const file = entryFile(entry);
  const scratch = mkdtempSync(path.join(tmpdir(), 'editor-check-'));
  const copy = path.join(scratch, 'content');
  try {
    // The pictures are only looked up, so the copy links to them instead of copying them.
    cpSync(contentRoot, copy, {
      recursive: true,
      filter: (source) => path.relative(contentRoot, source) !== contentLayout.publicFiles,
    });
    symlinkSync(path.join(contentRoot, contentLayout.publicFiles), path.join(copy, contentLayout.publicFiles), 'dir');
    // Written as `npm run edit` will write it, so the lines the messages name are the file's own.
    const existing = path.join(contentRoot, file);
    const text = entryText(entry);
    const old = existsSync(existing) ? readFileSync(existing, 'utf8') : undefined;
    writeFileSync(
      path.join(copy, file),
      old === undefined ? text : file.endsWith('.mdx') ? keepMdxLayout(old, text) : keepYamlLayout(old, text),
    );
    const { catalog, errors } = validateContent(copy, scratch);
    const vanished = catalog ? vanishedSinceLastCommit(catalog, contentRoot) : [];
    return sortErrors([...errors, ...vanished]).map((error) => formatContentError(error));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
