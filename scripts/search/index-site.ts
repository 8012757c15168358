import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';

/** The folder of the built site that holds the search index and the script that reads it. */
export const searchFolder = 'pagefind';

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

/** A page whose main content is marked as searched. */
const searchedPage = /<main\b[^>]*\sdata-pagefind-body[\s=>]/;

function htmlFile(siteDir: string, route: string): string {
  return path.join(siteDir, route, 'index.html');
}

/**
 * Writes the search index of the prerendered `routes` into `siteDir/pagefind/`. A page marks what
 * is searched with `data-pagefind-body` (its main content; listings carry no mark and are left
 * out), and each result's address is its route exactly as the site links it, with no trailing slash.
 */
export async function writeSearchIndex(siteDir: string, routes: Iterable<string>): Promise<SearchIndexReport> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  try {
    if (!index) throw new Error(`Search index: ${errors.join('; ')}`);
    let pages = 0;
    for (const route of routes) {
      const content = await readFile(htmlFile(siteDir, route), 'utf8');
      if (!searchedPage.test(content)) continue;
      const added = await index.addHTMLFile({ url: route, content });
      if (added.errors.length > 0) throw new Error(`Search index, ${route}: ${added.errors.join('; ')}`);
      pages += 1;
    }
    const written = await index.writeFiles({ outputPath: path.join(siteDir, searchFolder) });
    if (written.errors.length > 0) throw new Error(`Search index: ${written.errors.join('; ')}`);
    await Promise.all(unusedBundles.map((file) => rm(path.join(siteDir, searchFolder, file), { force: true })));
    return { pages };
  } finally {
    await pagefind.close();
  }
}
