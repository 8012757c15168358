import { isQuestionAddress, searchFolder } from '../../model/routes.ts';

/** Where the build writes Pagefind's script, beside the index it reads (`scripts/search/index-site.ts`). */
const pagefindScript = `/${searchFolder}/pagefind.js`;

/** A part of a page that holds words searched for: from one of its headings with an `id` to the next (or the start of the page). */
interface PagefindSubResult {
  /** The page's address, with `#id` of the heading the part starts at. */
  url: string;
  /** The heading's text (the page's title for the part before the first heading). */
  title: string;
  excerpt: string;
  /** Where the words searched for are in the page, one number a word. */
  locations: number[];
}

/** What one result of Pagefind's search gives once loaded. */
interface PagefindResultData {
  url: string;
  /** The matching passage as HTML: the words searched for in `<mark>`, the rest escaped. */
  excerpt: string;
  meta: { title?: string };
  sub_results: PagefindSubResult[];
}

/** The part of Pagefind's browser API the search uses. */
export interface PagefindApi {
  options(options: { excerptLength?: number }): Promise<void>;
  /** Resolves to null when a later call superseded this one. */
  debouncedSearch(
    term: string,
    options?: object,
    debounceMs?: number,
  ): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] } | null>;
}

let loading: Promise<PagefindApi> | undefined;

/** Loads Pagefind's script once, on the first search of the visit. */
export function openPagefind(): Promise<PagefindApi> {
  loading ??= import(/* @vite-ignore */ pagefindScript).then(async (pagefind: PagefindApi) => {
    await pagefind.options({ excerptLength: 24 });
    return pagefind;
  });
  // A failed load (offline, or the dev server, which writes no index) is tried again next time.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** A stretch of an excerpt: the words searched for are `marked`. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/** A search result as the panel shows it. */
export interface SearchResult {
  url: string;
  title: string;
  excerpt: ExcerptPart[];
}

/** How many results the panel shows at first, and how many more each time a visitor asks. */
export const shownResults = 8;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

function decode(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name] ?? '');
}

/** Splits Pagefind's excerpt HTML into text and marked words, so it renders as text, never as markup. */
export function excerptParts(html: string): ExcerptPart[] {
  return html
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter((part) => part !== '')
    .map((part) => {
      const marked = part.startsWith('<mark>');
      return { text: decode(marked ? part.slice(6, -7) : part), marked };
    });
}

/**
 * Where a result leads: to an FAQ question when the answer below it holds the most of the words
 * searched for (the page opens that answer), else to the page, under its title.
 */
function resultOf(data: PagefindResultData): SearchResult {
  const [mostFound] = [...data.sub_results].sort((a, b) => b.locations.length - a.locations.length);
  const { url, title, excerpt } =
    mostFound && isQuestionAddress(mostFound.url)
      ? mostFound
      : { url: data.url, title: data.meta.title ?? data.url, excerpt: data.excerpt };
  return { url, title, excerpt: excerptParts(excerpt) };
}

/** What a search found: how many results, and a way to load them a few at a time. */
export interface Found {
  total: number;
  /** The results from the `start`th on (from 0), `shownResults` of them or what is left. */
  resultsFrom(start: number): Promise<SearchResult[]>;
}

/** Searches the site: what it found, or null when a later search superseded this one. */
export async function searchSite(term: string): Promise<Found | null> {
  const pagefind = await openPagefind();
  const search = await pagefind.debouncedSearch(term, {}, 200);
  if (!search) return null;
  const { results } = search;
  return {
    total: results.length,
    resultsFrom: async (start) =>
      (await Promise.all(results.slice(start, start + shownResults).map((result) => result.data()))).map(resultOf),
  };
}
