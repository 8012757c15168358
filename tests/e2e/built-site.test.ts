import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, inject, test } from 'vitest';
import { filesEndingIn } from '../../scripts/support/files.ts';
import { findBrokenLinks } from '../support/built-links.ts';

const siteDir = inject('siteDir');

test('every internal link and in-page anchor of the built site resolves', () => {
  expect(findBrokenLinks(siteDir)).toEqual([]);
});

test('the link checker does find a broken link and a missing anchor', () => {
  const fixture = path.join(import.meta.dirname, '../fixtures/broken-links');
  expect(findBrokenLinks(fixture)).toEqual([
    { page: 'index.html', href: '/nowhere', reason: 'no such file' },
    { page: 'index.html', href: '/#missing', reason: 'no element with id "missing"' },
  ]);
});

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  /** The markup around the error. */
  extract?: string;
}

/**
 * The one error vnu (26.9.27) reports that the HTML standard no longer makes: `blocking="render"`
 * on `<link rel="expect">` (https://html.spec.whatwg.org/multipage/links.html#link-type-expect,
 * in Chromium since 124 and WebKit), which the checker allows on stylesheets only. Only that
 * message, about markup that holds `rel="expect"`, is set aside.
 */
function checkerLagsTheStandard(message: VnuMessage): boolean {
  return (
    message.message.includes('with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”') &&
    (message.extract ?? '').includes('rel="expect"')
  );
}

test('the W3C Nu HTML checker finds no error in any built HTML file', () => {
  const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build/dist/vnu.jar');
  const files = filesEndingIn(siteDir, '.html');
  expect(files.length).toBeGreaterThan(10);
  let output = '';
  try {
    execFileSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    // vnu exits 1 when it reports errors, and writes its JSON to stderr.
    output = String((error as { stderr?: string }).stderr ?? error);
  }
  const messages = (output ? (JSON.parse(output) as { messages: VnuMessage[] }).messages : []).filter(
    (message) => !checkerLagsTheStandard(message),
  );
  expect(
    messages.map(
      (message) =>
        `${path.relative(siteDir, new URL(message.url).pathname)}:${message.lastLine ?? '?'} ${message.message}`,
    ),
  ).toEqual([]);
}, 120_000);

test('no content-model code (zod, gray-matter, YAML, the MDX compiler) reaches the browser', () => {
  const assets = path.join(siteDir, 'assets');
  const leaks = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .flatMap((name) => {
      const code = readFileSync(path.join(assets, name), 'utf8');
      return ['ZodError', 'safeParse', 'gray-matter', 'LineCounter', 'micromark', 'createProcessor', 'parseDocument']
        .filter((marker) => code.includes(marker))
        .map((marker) => `${name}: ${marker}`);
    });
  expect(leaks).toEqual([]);
});

test("the browser gets React Router's production build, without its development warnings", () => {
  const assets = path.join(siteDir, 'assets');
  const code = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(path.join(assets, name), 'utf8'))
    .join('\n');
  // The router is there (one of its invariant messages), and its development build's warning is not.
  expect(code).toContain('useRoutes() may be used only in the context of a <Router> component');
  expect(code).not.toContain('No routes matched location');
});

test("every page's <html lang> is the site settings' language, as the spelling check reads it", () => {
  const language =
    /^language:\s*(\S+)/m.exec(
      readFileSync(path.join(import.meta.dirname, '../fixtures/site/site.yaml'), 'utf8'),
    )?.[1] ?? 'en-GB';
  const pages = filesEndingIn(siteDir, '.html').filter((file) => !file.includes(`${path.sep}admin${path.sep}`));
  const wrong = pages.filter((file) => !readFileSync(file, 'utf8').includes(`<html lang="${language}"`));
  expect(wrong.map((file) => path.relative(siteDir, file))).toEqual([]);
});
