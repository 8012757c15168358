import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { generateContent } from '../support/generate-content.ts';
import { copyProject, runBuild } from '../support/project-copy.ts';

// Enough pages for two prerender workers (150 pages each at least) and a picture worker on every core but one.
const caseStudyCount = 320;

/** The files a page's loader starts: its entry and preload list. */
const loaderOf = (html: string) => /data-entry="[^"]+" data-preload="[^"]*"/.exec(html)?.[0];

test('a site with hundreds of case studies is prerendered and pictured on worker threads, every page complete', () => {
  const project = copyProject();
  try {
    generateContent(path.join(project, 'content'), caseStudyCount);
    const { status, output } = runBuild(project, [], 280_000);
    expect(status, output).toBe(0);
    const pageCount = readdirSync(path.join(project, 'content/pages')).length + caseStudyCount + 2;
    expect(output).toContain(`Built ${pageCount} pages into dist/`);
    // Shares of at least 150 pages, one per core at most; the pictures leave one core to the bundles and the prerender.
    const threads = Math.min(2, availableParallelism());
    expect(output).toMatch(new RegExp(`prerender [\\d.]+ s \\(on ${threads} threads?\\)`));
    const [, drawn, pictureThreads] =
      /social images [\d.]+ s \(alongside the other steps: (\d+) drawn on (\d+) threads?\)/.exec(output) ?? [];
    expect(Number(drawn)).toBeGreaterThan(caseStudyCount);
    expect(Number(pictureThreads)).toBe(
      Math.max(1, Math.min(availableParallelism() - 1, Math.floor(Number(drawn) / 24))),
    );

    const dist = path.join(project, 'dist');
    // Neighbouring ids are rendered by different workers: every page has its own title, no
    // hydration chunk (it hydrates with no data), and a social image that exists.
    for (let id = 1; id <= caseStudyCount; id += 1) {
      const html = readFileSync(path.join(dist, `blog/${id}/index.html`), 'utf8');
      const source = readdirSync(path.join(project, 'content/case-studies')).find((file) => file.startsWith(`${id}-`));
      const title =
        source &&
        /^title: (.+)$/m
          .exec(readFileSync(path.join(project, 'content/case-studies', source), 'utf8'))?.[1]
          ?.replace(/^['"]|['"]$/g, '');
      expect(title, `the title of case study ${id}`).toBeTruthy();
      expect(html).toContain(`<h1`);
      expect(html).toContain(String(title).replaceAll('&', '&amp;'));
      // The entry and what it imports, as on the not-found page: nothing of the case study's own.
      expect(loaderOf(html)).toBe(loaderOf(readFileSync(path.join(dist, 'blog/404.html'), 'utf8')));
      expect(html).toContain(`/social-images/blog/${id}.png"`);
      const picture = readFileSync(path.join(dist, `social-images/blog/${id}.png`));
      expect([picture.subarray(1, 4).toString('latin1'), picture.readUInt32BE(16), picture.readUInt32BE(20)]).toEqual([
        'PNG',
        1200,
        630,
      ]);
    }
    // The browser shows a case study it navigates to from its prerendered page: no client file per case study.
    expect(readdirSync(path.join(dist, 'assets')).length).toBeLessThan(caseStudyCount / 4);
    expect(
      readFileSync(path.join(dist, 'social-images/blog/1.png')).equals(
        readFileSync(path.join(dist, 'social-images/blog/2.png')),
      ),
    ).toBe(false);
    expect(readFileSync(path.join(dist, 'blog/index.html'), 'utf8')).toContain(`href="/blog/${caseStudyCount}"`);
    expect(existsSync(path.join(dist, '404.html'))).toBe(true);
    // The staging folder, pictures drawn alongside included, is gone.
    expect(readdirSync(path.join(project, '.build'))).toEqual([]);
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}, 300_000);
