import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { githubSignIn } from '../../scripts/editor/github-sign-in.ts';
import { readHeadersFile } from '../../scripts/security/headers-file.ts';
import { filesEndingIn } from '../../scripts/support/files.ts';
import { startStaticServer, type RunningServer } from '../../scripts/serve/static-server.ts';
import { collectProblems, openBrowser, reportPolicyViolations } from '../support/browser.ts';
import { edgeCaseStudies, editorSettings, photo } from '../support/edge-site.ts';
import { answerGitHubApi } from '../support/fake-github-api.ts';
import { startFetchServer } from '../support/fetch-server.ts';

// The fixture site is built without the editor, the edge fixture with it (site.yaml's `editor:`).
const plainSite = inject('siteDir');
const built = inject('edgeSiteDir');
const repository = inject('edgeSource');
let server: RunningServer;

beforeAll(async () => {
  server = await startStaticServer({ root: built, headersFor: readHeadersFile(built) });
});

afterAll(async () => {
  await server?.close();
});

test('without the setting the built site has no editor, and robots.txt forbids nothing', () => {
  expect(existsSync(path.join(plainSite, 'admin'))).toBe(false);
  expect(readFileSync(path.join(plainSite, 'robots.txt'), 'utf8')).not.toContain('Disallow');
});

test('with the setting, /admin/ holds the editor for GitHub with pull requests, kept out of search engines', () => {
  const page = readFileSync(path.join(built, 'admin/index.html'), 'utf8');
  expect(page).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(page).toContain('<script src="decap-cms.js"></script>');
  const config = readFileSync(path.join(built, 'admin/config.yml'), 'utf8');
  expect(config).toContain(
    'name: github\n  repo: scaleloop/website\n  branch: main\n  base_url: https://auth.example.com',
  );
  expect(config).toContain('publish_mode: editorial_workflow');
  expect(config).toContain('folder: content/case-studies');
  expect(existsSync(path.join(built, 'admin/decap-cms.js'))).toBe(true);
  expect(existsSync(path.join(built, 'admin/admin.js'))).toBe(true);

  expect(readFileSync(path.join(built, 'robots.txt'), 'utf8')).toContain('Disallow: /admin/\n');
  expect(readFileSync(path.join(built, 'sitemap.xml'), 'utf8')).not.toContain('admin');
  expect(readFileSync(path.join(built, 'feed.xml'), 'utf8')).not.toContain('admin');
});

test("the editor has its own policy; no page of the site loads its code, and its settings stay out of the site's JavaScript", () => {
  const headersFor = readHeadersFile(built);
  const admin = headersFor('/admin/');
  expect(admin['x-robots-tag']).toBe('noindex, nofollow');
  expect(admin['content-security-policy']).toContain("script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'");
  expect(admin['content-security-policy']).toContain(
    "connect-src 'self' https://api.github.com https://auth.example.com",
  );
  expect(headersFor('/admin/decap-cms.js')['content-security-policy']).toContain("'unsafe-eval'");
  // The site's pages keep their strict policy: nothing of the editor's is allowed there.
  expect(headersFor('/')['content-security-policy']).not.toMatch(/(?<!wasm-)unsafe-eval/);

  const settings = new RegExp(`decap-cms|admin\\.js|/admin/|${editorSettings.repo}|${editorSettings.authUrl}`);
  for (const file of filesEndingIn(built, '.html').filter(
    (name) => !name.startsWith(path.join(built, 'admin', path.sep)),
  )) {
    expect(readFileSync(file, 'utf8'), file).not.toMatch(settings);
  }
  const scripts = readdirSync(path.join(built, 'assets')).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    expect(readFileSync(path.join(built, 'assets', file), 'utf8'), file).not.toMatch(settings);
  }
});

/**
 * The sign-in service and, under /login/oauth/, a stand-in for GitHub's two OAuth addresses (no
 * GitHub is reachable here): it approves at once, and gives a token for the code it issued.
 */
function signInWithFakeGitHub(siteOrigin: string): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/login/oauth/authorize') {
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', 'code-from-github');
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return new Response(null, { status: 302, headers: { location: back.href } });
    }
    if (url.pathname === '/login/oauth/access_token') {
      const { client_secret: secret, code } = (await request.json()) as { client_secret: string; code: string };
      const approved = secret === 'app-secret' && code === 'code-from-github';
      return Response.json(approved ? { access_token: 'gho_editor_token' } : { error: 'bad_verification_code' });
    }
    // The service keeps nothing between requests (the state is in a cookie): "GitHub" is this server.
    return githubSignIn({ clientId: 'app-id', clientSecret: 'app-secret', siteOrigin, githubUrl: url.origin })(request);
  };
}

test("the built editor opens in Chromium, and logging in with GitHub through the sign-in service hands Decap its token; entries then preview from the repository with the site's components, under the editor's policy", async () => {
  const signIn = await startFetchServer(signInWithFakeGitHub(server.url));
  const browser = await openBrowser();
  try {
    const context = await browser.newContext();
    // The built config names https://auth.example.com; this run's service is local.
    await context.route(`${server.url}/admin/config.yml`, async (route) => {
      const config = readFileSync(path.join(built, 'admin/config.yml'), 'utf8');
      await route.fulfill({
        contentType: 'text/yaml',
        body: config.replace('base_url: https://auth.example.com', `base_url: ${signIn.url}`),
      });
    });
    const authorizations = await answerGitHubApi(context, editorSettings.repo, repository);
    const page = await context.newPage();
    await reportPolicyViolations(page);
    const problems = collectProblems(page);
    await page.goto(`${server.url}/admin/`, { timeout: 120_000 });
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Login with GitHub' }).click({ timeout: 60_000 });
    const window = await popup;
    await window.waitForEvent('close', { timeout: 30_000 });
    await expect.poll(() => authorizations[0]).toBe('token gho_editor_token');
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('decap-cms-user') ?? '{}').token))
      .toBe('gho_editor_token');
    await page.getByRole('heading', { name: 'Collections' }).waitFor();

    // The entries come from the repository, and preview drawn by the site's components.
    await page.goto(`${server.url}/admin/#/collections/pages/entries/home`);
    const preview = page.frameLocator('#preview-pane');
    await expect
      .poll(() => preview.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 })
      .toContain('Scale Your Sales Pipeline');
    await preview.getByText('Brightpath Software', { exact: false }).first().waitFor();
    // Decap reads a picture in a subfolder of the media folder from the site, not the repository.
    // The site does not publish a photo's original: the build names the copy it publishes instead.
    const published = (
      JSON.parse(readFileSync(path.join(built, 'admin/pictures.json'), 'utf8')) as Record<string, string>
    )[photo];
    expect(published).toMatch(/^\/assets\/pictures\/team-\d+-[0-9a-f]{10}\.jpg$/);
    const entry = readdirSync(path.join(repository, 'content/case-studies'))
      .find((name) => name.startsWith(`${edgeCaseStudies.photo}-`))
      ?.replace(/\.mdx$/, '');
    // A new load (Decap keeps the sign-in): going from an entry straight to one of another
    // collection by its address leaves Decap's form and preview on the first entry.
    await page.goto('about:blank');
    await page.goto(`${server.url}/admin/#/collections/case-studies/entries/${entry}`);
    // Decap's own thumbnail in the form names the path on the site.
    await expect.poll(() => page.locator(`img[src$="${photo}"]`).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const picture = preview.locator('article img').first();
    await expect.poll(() => picture.getAttribute('src'), { timeout: 30_000 }).toBe(published);
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(
      problems.filter((problem) =>
        ['CSP violation', 'Config Errors', 'uncaught'].some((kind) => problem.includes(kind)),
      ),
    ).toEqual([]);
  } finally {
    await browser.close();
    await signIn.close();
  }
}, 240_000);
