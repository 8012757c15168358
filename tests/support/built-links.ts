import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveStaticFile } from '../../scripts/serve/static-server.ts';
import { filesEndingIn } from '../../scripts/support/files.ts';

/** A link in the built site that goes nowhere. */
export interface BrokenLink {
  /** The HTML file holding the link, relative to the site folder. */
  page: string;
  /** The link as written. */
  href: string;
  reason: string;
}

const attributeValues = /\s(?:href|src)="([^"]*)"/g;

function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1] ?? ''));
}

/**
 * Every internal `href` and `src` in the built HTML, checked the way a visitor would follow it:
 * the path must answer with a file (not a 404 page) and an `#anchor` must be an id on that page.
 */
export function findBrokenLinks(siteDir: string): BrokenLink[] {
  const broken: BrokenLink[] = [];
  // Many links point at one page's anchors: each page is read for its ids once.
  const idsByFile = new Map<string, Set<string>>();
  const idsIn = (file: string): Set<string> => {
    let ids = idsByFile.get(file);
    if (!ids) {
      ids = idsOf(readFileSync(file, 'utf8'));
      idsByFile.set(file, ids);
    }
    return ids;
  };
  const pages = filesEndingIn(siteDir, '.html');
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    const page = path.relative(siteDir, file);
    // Relative links resolve against the file's own address, as in a browser.
    const here = `http://site/${page.split(path.sep).join('/')}`;
    for (const [, raw = ''] of html.matchAll(attributeValues)) {
      const href = raw.replace(/&amp;/g, '&');
      if (/^(https?:|mailto:|tel:|data:)/.test(href) || href === '') continue;
      const url = new URL(href, here);
      const target = resolveStaticFile(siteDir, decodeURIComponent(url.pathname));
      if (target?.status !== 200) {
        broken.push({ page, href, reason: 'no such file' });
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && target.file.endsWith('.html') && !idsIn(target.file).has(anchor)) {
        broken.push({ page, href, reason: `no element with id "${anchor}"` });
      }
    }
  }
  return broken;
}
