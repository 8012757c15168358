/**
 * `npm run check`: validates every content file and the cross-file rules without building.
 * Prints each problem as `file:line:column` with the field, what is wrong and how to fix it;
 * under GitHub Actions also as workflow annotations. Exits 1 when there is any problem.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { formatAnnotation, formatContentErrors, formatContentWarnings, sortErrors } from '../content/errors.ts';
import { validateContent } from '../content/index.ts';
import { findPlaceholders, placeholderMark } from '../content/placeholders.ts';
import { scheduledEntries } from '../content/publication.ts';
import { checkPictures } from '../pictures/check.ts';
import { PictureFactsCache } from '../pictures/read.ts';
import { cacheRoot, contentRoot } from '../support/paths.ts';

const started = performance.now();
const validated = validateContent(contentRoot);
const { catalog } = validated;
// Pictures are read once the content is valid: the checks before them tell which files are shown where.
const facts = new PictureFactsCache(path.join(cacheRoot, 'pictures', 'facts.json'));
const pictures = catalog ? await checkPictures(catalog, facts) : undefined;
await facts.keep();
const errors = [...validated.errors, ...(pictures?.errors ?? [])];
const elapsed = Math.round(performance.now() - started);

if (pictures && pictures.warnings.length > 0) {
  console.warn(formatContentWarnings(pictures.warnings));
  if (process.env.GITHUB_ACTIONS === 'true')
    for (const warning of sortErrors(pictures.warnings))
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
    `Content OK: ${files} files (${catalog.pages.length} pages, ${catalog.caseStudies.length} case studies, ${catalog.faq.length} FAQ entries) checked in ${elapsed} ms.`,
  );
  const placeholders = findPlaceholders(catalog);
  if (placeholders.length > 0) {
    console.log(
      `\nStill to write: ${placeholders.length} "${placeholderMark}" placeholder${placeholders.length === 1 ? '' : 's'}:`,
    );
    for (const { file, line } of placeholders) console.log(`  ${file}:${line}`);
  }
  const scheduled = scheduledEntries(catalog);
  if (scheduled.length > 0) {
    console.log(`\nScheduled: left out of the built site until their day begins (${catalog.site.data.timeZone}):`);
    for (const { file, day } of scheduled) console.log(`  ${day}  ${file}`);
  }
  const drafts = [...catalog.pages, ...catalog.caseStudies, ...catalog.faq].filter(
    (entry) => entry.unpublished?.reason === 'draft',
  );
  if (drafts.length > 0) {
    console.log('\nDrafts: left out of the built site:');
    for (const { file } of drafts) console.log(`  ${file}`);
  }
}
