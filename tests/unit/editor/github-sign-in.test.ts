import { expect, test } from 'vitest';
import { githubSignIn, type SignInSettings } from '../../../scripts/editor/github-sign-in.ts';

const settings: SignInSettings = {
  clientId: 'client-1',
  clientSecret: 'secret-1',
  siteOrigin: 'https://www.example.com',
  githubUrl: 'https://github.test',
};
const service = 'https://auth.example.com';

/** A stand-in for GitHub's token endpoint, recording what it was sent. */
function tokenEndpoint(answer: object, status = 200) {
  const calls: { url: string; body: unknown }[] = [];
  const fetchToken = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls, fetchToken };
}

async function startSignIn(handle: (request: Request) => Promise<Response>) {
  const response = await handle(new Request(`${service}/auth?provider=github&site_id=www.example.com&scope=repo`));
  const location = new URL(response.headers.get('location') ?? '');
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { response, location, cookie, state: location.searchParams.get('state') ?? '' };
}

test('/auth sends the editor to GitHub with the app, the scope, its callback and a state kept in a cookie', async () => {
  const { response, location, cookie, state } = await startSignIn(githubSignIn(settings));
  expect(response.status).toBe(302);
  expect(`${location.origin}${location.pathname}`).toBe('https://github.test/login/oauth/authorize');
  expect(location.searchParams.get('client_id')).toBe('client-1');
  expect(location.searchParams.get('scope')).toBe('repo');
  expect(location.searchParams.get('redirect_uri')).toBe(`${service}/callback`);
  expect(state).toMatch(/^[0-9a-f-]{36}$/);
  expect(cookie).toBe(`decap_sign_in_state=${state}`);
  expect(response.headers.get('set-cookie')).toContain('HttpOnly');
});

test('/callback exchanges the code with the secret and hands the token to the site, only to it', async () => {
  const { calls, fetchToken } = tokenEndpoint({ access_token: 'gho_token', token_type: 'bearer' });
  const handle = githubSignIn(settings, fetchToken);
  const { cookie, state } = await startSignIn(handle);
  const response = await handle(new Request(`${service}/callback?code=code-1&state=${state}`, { headers: { cookie } }));
  expect(calls).toEqual([
    {
      url: 'https://github.test/login/oauth/access_token',
      body: { client_id: 'client-1', client_secret: 'secret-1', code: 'code-1' },
    },
  ]);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const page = await response.text();
  expect(page).toContain(`opener.postMessage('authorizing:github', site)`);
  expect(page).toContain('const site = "https://www.example.com"');
  expect(page).toContain(
    'if (event.origin === site) opener.postMessage("authorization:github:success:{\\"token\\":\\"gho_token\\",\\"provider\\":\\"github\\"}", site)',
  );
});

test('a callback without the state of its /auth, or with another, exchanges nothing', async () => {
  const { calls, fetchToken } = tokenEndpoint({ access_token: 'gho_token' });
  const handle = githubSignIn(settings, fetchToken);
  const { state } = await startSignIn(handle);
  for (const request of [
    new Request(`${service}/callback?code=code-1&state=${state}`),
    new Request(`${service}/callback?code=code-1&state=${state}`, {
      headers: { cookie: 'decap_sign_in_state=another' },
    }),
    new Request(`${service}/callback?code=code-1`, { headers: { cookie: 'decap_sign_in_state=' } }),
  ]) {
    const response = await handle(request);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('authorization:github:error:');
  }
  expect(calls).toEqual([]);
});

test("GitHub's refusal reaches the editor as Decap's error message, and cannot end the page's script", async () => {
  const { fetchToken } = tokenEndpoint({
    error: 'bad_verification_code',
    error_description: 'The code is wrong</script><script>alert(1)</script>',
  });
  const handle = githubSignIn(settings, fetchToken);
  const { cookie, state } = await startSignIn(handle);
  const response = await handle(new Request(`${service}/callback?code=old&state=${state}`, { headers: { cookie } }));
  expect(response.status).toBe(400);
  const page = await response.text();
  expect(page).toContain('authorization:github:error:');
  expect(page).toContain('The code is wrong');
  expect(page.match(/<\/script>/g)).toHaveLength(1);
});

test('other paths and methods are refused', async () => {
  const handle = githubSignIn(settings);
  expect((await handle(new Request(`${service}/`))).status).toBe(404);
  expect((await handle(new Request(`${service}/auth`, { method: 'POST' }))).status).toBe(405);
});

test("a site address written with a final slash still matches the origin of the editor's messages", async () => {
  const { fetchToken } = tokenEndpoint({ access_token: 'gho_token' });
  const handle = githubSignIn({ ...settings, siteOrigin: 'https://www.example.com/' }, fetchToken);
  const { cookie, state } = await startSignIn(handle);
  const page = await (
    await handle(new Request(`${service}/callback?code=code-1&state=${state}`, { headers: { cookie } }))
  ).text();
  expect(page).toContain('const site = "https://www.example.com";');
});
