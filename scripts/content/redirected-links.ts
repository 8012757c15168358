/** The links in content that still name an old address of `content/redirects.yaml`. */
import { allEntries, linksOf } from './checks.ts';
import type { ContentError } from './errors.ts';
import type { ContentCatalog } from './load.ts';
import { resolveRedirects } from './redirects.ts';
import { splitInternalLink } from './routes.ts';

/**
 * Links in content to an old address: they still work, through the redirect, but cost the
 * visitor a round trip. Warnings, each naming the address to write instead.
 */
export function redirectedLinks(catalog: ContentCatalog): ContentError[] {
  const resolved = new Map(resolveRedirects(catalog.redirects).map((redirect) => [redirect.from, redirect.to]));
  if (resolved.size === 0) return [];
  return allEntries(catalog).flatMap((entry) =>
    linksOf(entry).flatMap((link): ContentError[] => {
      if (!link.href.startsWith('/')) return [];
      const to = resolved.get(splitInternalLink(link.href).route);
      if (to === undefined) return [];
      return [
        {
          file: entry.file,
          line: link.line,
          column: link.column,
          field: link.field,
          problem: `The link goes to ${splitInternalLink(link.href).route}, an old address that now redirects to ${to}.`,
          found: JSON.stringify(link.href),
          hint: `Link to ${to} instead (see ${catalog.redirects.file}).`,
        },
      ];
    }),
  );
}
