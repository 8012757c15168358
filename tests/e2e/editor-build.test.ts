import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { readHeadersFile } from '../../scripts/security/headers-file.ts';
import { startStaticServer } from '../../scripts/serve/static-server.ts';
import { collectProblems, launchChromium, reportPolicyViolations } from '../support/browser.ts';
import { copyProject, editFile, runBuild } from '../support/project-copy.ts';

let project: string;
let built: string;
const plainSite = inject('siteDir');

beforeAll(() => {
  project = copyProject();
  editFile(project, 'content/site.yaml', 'brandName: ScaleLoop', 'editor:\n  enabled: true\n  repo: scaleloop/website\n  authUrl: https://auth.example.com\n\nbrandName: ScaleLoop');
  built = path.join(project, 'built');
  const { status, output } = runBuild(project, ['--out', built]);
  if (status !== 0) throw new Error(output);
});

afterAll(() => {
  rmSync(project, { recursive: true, force: true });
});

function htmlFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'));
}

test('without the setting the built site has no editor, and robots.txt forbids nothing', () => {
  expect(existsSync(path.join(plainSite, 'admin'))).toBe(false);
  expect(readFileSync(path.join(plainSite, 'robots.txt'), 'utf8')).not.toContain('Disallow');
});

test('with the setting, /admin/ holds the editor for GitHub with pull requests, kept out of search engines', () => {
  const page = readFileSync(path.join(built, 'admin/index.html'), 'utf8');
  expect(page).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(page).toContain('<script src="decap-cms.js"></script>');
  const config = readFileSync(path.join(built, 'admin/config.yml'), 'utf8');
  expect(config).toContain('name: github\n  repo: scaleloop/website\n  branch: main\n  base_url: https://auth.example.com');
  expect(config).toContain('publish_mode: editorial_workflow');
  expect(config).toContain('folder: content/case-studies');
  expect(existsSync(path.join(built, 'admin/decap-cms.js'))).toBe(true);
  expect(existsSync(path.join(built, 'admin/admin.js'))).toBe(true);

  expect(readFileSync(path.join(built, 'robots.txt'), 'utf8')).toContain('Disallow: /admin/\n');
  expect(readFileSync(path.join(built, 'sitemap.xml'), 'utf8')).not.toContain('admin');
  expect(readFileSync(path.join(built, 'feed.xml'), 'utf8')).not.toContain('admin');
});

test("the editor has its own policy; no page of the site loads its code, and the site's JavaScript is the same as without it", () => {
  const headersFor = readHeadersFile(built);
  const admin = headersFor('/admin/');
  expect(admin['x-robots-tag']).toBe('noindex, nofollow');
  expect(admin['content-security-policy']).toContain("script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'");
  expect(admin['content-security-policy']).toContain("connect-src 'self' https://api.github.com https://auth.example.com");
  expect(headersFor('/admin/decap-cms.js')['content-security-policy']).toContain("'unsafe-eval'");
  // The site's pages keep their strict policy: nothing of the editor's is allowed there.
  expect(headersFor('/')['content-security-policy']).not.toContain('unsafe-eval');

  for (const file of htmlFiles(built).filter((name) => !name.startsWith(`admin${path.sep}`))) {
    const html = readFileSync(path.join(built, file), 'utf8');
    expect(html, file).not.toMatch(/decap-cms|admin\.js|\/admin\//);
  }
  const assets = (root: string) => readdirSync(path.join(root, 'assets')).sort();
  expect(assets(built)).toEqual(assets(plainSite));
});

test('the built editor opens under its policy in Chromium and offers to log in with GitHub', async () => {
  const server = await startStaticServer({ root: built, headersFor: readHeadersFile(built) });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await reportPolicyViolations(page);
    const problems = collectProblems(page);
    // The static server compresses Decap's 5 MB script with brotli at its first request: seconds on a busy machine.
    await page.goto(`${server.url}/admin/`, { timeout: 120_000 });
    await page.getByRole('button', { name: 'Login with GitHub' }).waitFor({ timeout: 60_000 });
    expect(problems.filter((problem) => problem.includes('CSP violation') || problem.includes('Config Errors'))).toEqual([]);
  } finally {
    await browser.close();
    await server.close();
  }
}, 240_000);
