/**
 * `npm run check`: validates every content file and the cross-file rules without building.
 * Prints each problem as `file:line:column` with the field, what is wrong and how to fix it;
 * under GitHub Actions also as workflow annotations. Exits 1 when there is any problem. Words the
 * spelling dictionaries do not know are warnings, as are some pictures: the check still passes.
 * `--base REF` also refuses each address published at git REF that is gone without a redirect.
 */
import { performance } from 'node:perf_hooks';
import { startSpeller } from '../spelling/speller.ts';
import { BuildCache } from '../support/cache.ts';
import { GitError } from '../support/git.ts';
import { cacheRoot, contentRoot } from '../support/paths.ts';
import type { ContentError } from '../content/errors.ts';

/** `--base REF`: also refuse each address published at git REF that is gone without a redirect. */
const baseIndex = process.argv.indexOf('--base');
const base = baseIndex === -1 ? undefined : process.argv[baseIndex + 1];
if (baseIndex !== -1 && !base) {
  console.error('npm run check -- --base needs a git commit, branch or tag to compare with, e.g. --base origin/main.');
  process.exit(1);
}

const cache = new BuildCache(cacheRoot);
// Loading cspell's dictionary takes seconds, and so does loading the content checks' modules:
// the worker starts first, and the checks are imported while it works (decision 0010).
const speller = startSpeller(contentRoot, cache);
const [
  { formatAnnotation, formatContentErrors, formatContentWarnings, sortErrors },
  { contentWarnings, validateContent },
  { findPlaceholders, placeholderMark },
  { checkVanishedAddresses },
  { draftEntries, scheduledEntries },
  { checkPictures },
  { checkSpelling },
] = await Promise.all([
  import('../content/errors.ts'),
  import('../content/index.ts'),
  import('../content/placeholders.ts'),
  import('../content/vanished.ts'),
  import('../content/publication.ts'),
  import('../pictures/check.ts'),
  import('../spelling/spelling.ts'),
]);

const started = performance.now();

/** "1 case study", "3 case studies". */
const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const validated = validateContent(contentRoot);
const { catalog } = validated;
let vanished: ContentError[] = [];
try {
  vanished = catalog && base !== undefined ? checkVanishedAddresses(catalog, base) : [];
} catch (error) {
  if (!(error instanceof GitError)) throw error;
  console.error(`npm run check -- --base ${base}: ${error.message}`);
  process.exit(1);
}
// Pictures are read once the content is valid: the checks before them tell which files are shown where.
if (!catalog) speller?.stop();
const [pictures, spelling] = catalog
  ? await Promise.all([checkPictures(catalog, cache), checkSpelling(catalog, cache, speller)])
  : [];
await cache.written();
const errors = [...validated.errors, ...(pictures?.errors ?? []), ...vanished];
const warnings = [...(pictures?.warnings ?? []), ...(spelling ?? []), ...(catalog ? contentWarnings(catalog) : [])];
const elapsed = Math.round(performance.now() - started);

if (warnings.length > 0) {
  console.warn(formatContentWarnings(warnings));
  if (process.env.GITHUB_ACTIONS === 'true')
    for (const warning of sortErrors(warnings))
      console.log(formatAnnotation(warning).replace(/^::error /, '::warning '));
}

if (errors.length > 0) {
  console.error(formatContentErrors(errors));
  if (process.env.GITHUB_ACTIONS === 'true') {
    for (const error of sortErrors(errors)) console.log(formatAnnotation(error));
    // GitHub turns only the first 10 error commands of a step into annotations and drops the rest silently.
    if (errors.length > 10)
      console.log(
        `::notice title=More problems than annotations::GitHub shows the first 10 of ${errors.length} problems on their lines. The log of this step lists all ${errors.length}.`,
      );
  }
  process.exitCode = 1;
} else if (catalog) {
  const files = 1 + catalog.pages.length + catalog.caseStudies.length + catalog.faq.length;
  console.log(
    `Content OK: ${counted(files, 'file', 'files')} (${counted(catalog.pages.length, 'page', 'pages')}, ${counted(catalog.caseStudies.length, 'case study', 'case studies')}, ${counted(catalog.faq.length, 'FAQ entry', 'FAQ entries')}) checked in ${elapsed} ms.`,
  );
  const drafts = draftEntries(catalog);
  const placeholders = findPlaceholders(drafts);
  if (placeholders.length > 0) {
    console.log(
      `\nStill to write in drafts: ${counted(placeholders.length, `"${placeholderMark}" placeholder`, `"${placeholderMark}" placeholders`)}:`,
    );
    for (const { file, line } of placeholders) console.log(`  ${file}:${line}`);
  }
  const scheduled = scheduledEntries(catalog);
  if (scheduled.length > 0) {
    console.log(`\nScheduled: left out of the built site until their day begins (${catalog.site.data.timeZone}):`);
    for (const { file, day } of scheduled) console.log(`  ${day}  ${file}`);
  }
  if (drafts.length > 0) {
    console.log('\nDrafts: left out of the built site:');
    for (const { file } of drafts) console.log(`  ${file}`);
  }
}
