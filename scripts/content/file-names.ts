/** Case study files whose names say another id than their frontmatter. */
import path from 'node:path';
import { caseStudyRoute } from '../../src/model/routes.ts';
import type { ContentError } from './errors.ts';
import type { ContentCatalog } from './load.ts';

/**
 * A case study's file is named `{id}-{title}.mdx` (by `npm run new` and the browser editor), so
 * an editor finds /blog/7 in `7-….mdx`. A copied file whose id was changed, or the other way round,
 * still builds, but its name then points at another story: a warning naming both numbers.
 */
export function misnamedCaseStudies(catalog: ContentCatalog): ContentError[] {
  return catalog.caseStudies.flatMap((entry): ContentError[] => {
    const named = /^(\d+)-/.exec(path.posix.basename(entry.file))?.[1];
    if (named === undefined || Number(named) === entry.data.id) return [];
    const rest = path.posix.basename(entry.file).slice(named.length);
    const nameIsFree = !catalog.caseStudies.some((other) => other.data.id === Number(named));
    return [
      {
        file: entry.file,
        ...entry.locate(['id']),
        field: 'id',
        problem: `The file name says case study ${named}, but its id is ${entry.data.id}: its address is ${caseStudyRoute(entry.data.id)}.`,
        found: String(entry.data.id),
        hint: `Rename the file to ${entry.data.id}${rest}${nameIsFree ? `, or set id: ${named} if that is the address it should have` : ''}.`,
      },
    ];
  });
}
