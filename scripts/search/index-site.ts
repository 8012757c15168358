import { rm } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { searchFolder } from '../../src/model/routes.ts';

/** What indexing the built site gave. */
export interface SearchIndexReport {
  /** Pages that are search results: those whose HTML marks its main content with `data-pagefind-body`. */
  pages: number;
}

/** Pagefind's ready-made interfaces and its highlighter of the page a result opens: the site has its own search (`src/components/search/`), so they are not shipped. */
const unusedBundles = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
];

const htmlTag = /<html\b[^>]*>/;
const titleElement = /<title>[^<]*<\/title>/;
/** A page's main content, when it is marked as searched; a page has one `<main>`. */
const searchedMain = /<main\b[^>]*\sdata-pagefind-body[\s=>][\s\S]*<\/main>/;

/**
 * What Pagefind reads of a prerendered page: its `<html>` tag (the language), its title and its
 * `<main data-pagefind-body>`; undefined when the page is not searched (a listing has no mark).
 * Without the inline styles and scripts, which are most of a page, Pagefind writes the same index
 * from less than half the bytes. A `data-pagefind-meta` or `-filter` outside `<main>` would have to be kept here.
 */
export function searchedPart(html: string): string | undefined {
  const main = searchedMain.exec(html)?.[0];
  if (main === undefined) return undefined;
  const title = titleElement.exec(html)?.[0] ?? '';
  return `<!doctype html>${htmlTag.exec(html)?.[0] ?? '<html>'}<head>${title}</head><body>${main}</body></html>`;
}

/** A search index that takes pages as they are prerendered, and is written once they all are. */
export interface SearchIndex {
  /** Adds a page, `searchedPart` of its HTML, at its route exactly as the site links it, with no trailing slash. */
  add(route: string, searched: string): void;
  /** Writes the index and its browser script into `siteDir/pagefind/`, once every page is added. */
  write(siteDir: string): Promise<SearchIndexReport>;
  /** Stops Pagefind without writing, e.g. when another step failed. */
  close(): Promise<void>;
}

/**
 * Starts Pagefind, on a process of its own, so that it indexes each page while the prerenderer
 * renders the next: the index is written from them in the order they were added.
 */
export async function startSearchIndex(): Promise<SearchIndex> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) {
    await pagefind.close();
    throw new Error(`Search index: ${errors.join('; ')}`);
  }
  const added: Promise<string | undefined>[] = [];
  return {
    add(route, content) {
      // Settled in `write`; a failure meanwhile is not unhandled.
      added.push(
        index.addHTMLFile({ url: route, content }).then(
          ({ errors: failed }) => (failed.length > 0 ? `${route}: ${failed.join('; ')}` : undefined),
          (error: unknown) => `${route}: ${String(error)}`,
        ),
      );
    },
    async write(siteDir) {
      try {
        const failed = (await Promise.all(added)).filter((error) => error !== undefined);
        if (failed.length > 0) throw new Error(`Search index, ${failed.join('; ')}`);
        const written = await index.writeFiles({ outputPath: path.join(siteDir, searchFolder) });
        if (written.errors.length > 0) throw new Error(`Search index: ${written.errors.join('; ')}`);
        await Promise.all(unusedBundles.map((file) => rm(path.join(siteDir, searchFolder, file), { force: true })));
        return { pages: added.length };
      } finally {
        await pagefind.close();
      }
    },
    async close() {
      // Pages still being added settle as failed, which only `write` reports.
      await pagefind.close();
    },
  };
}
