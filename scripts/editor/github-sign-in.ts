/**
 * The sign-in service the built editor needs on a static host: GitHub's OAuth needs a secret the
 * site cannot hold. Decap opens `{authUrl}/auth` in a pop-up; this sends the editor to GitHub,
 * takes the code GitHub returns to `/callback`, exchanges it for a token and hands the token to
 * the editor's window with Decap's hand-shake. A fetch handler on web-standard Request and
 * Response, so it runs as a Cloudflare Worker (`sign-in-worker.ts`) or on any server that speaks
 * fetch; docs/hosting.md has the recipes.
 */

/** What the service is configured with. */
export interface SignInSettings {
  /** The GitHub OAuth App's client id. */
  clientId: string;
  /** The OAuth App's client secret: the reason this service exists. */
  clientSecret: string;
  /** The site whose `/admin/` signs in (`https://www.example.com`): the only page the token is handed to. */
  siteOrigin: string;
  /** GitHub's address; another one only in tests, which cannot reach GitHub. */
  githubUrl?: string;
}

const stateCookie = 'decap_sign_in_state';

/** The scopes Decap asks for; anything else gets `repo`, which the editorial workflow needs. */
const scopes = new Set(['repo', 'public_repo']);

function cookieValue(request: Request, name: string): string | undefined {
  const pairs = (request.headers.get('cookie') ?? '').split(';').map((pair) => pair.trim().split('='));
  return pairs.find(([key]) => key === name)?.[1];
}

/** JSON that is safe inside a `<script>` element: no `</script>` can end it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The page the pop-up ends on. It tells the editor it is authorizing; once the editor's page (and
 * only the site's) answers, it sends the outcome, as Decap's `authorization:github:…` message.
 */
function handOver(siteOrigin: string, outcome: { token: string } | { error: string }): Response {
  const message =
    'token' in outcome
      ? `authorization:github:success:${JSON.stringify({ token: outcome.token, provider: 'github' })}`
      : `authorization:github:error:${JSON.stringify({ message: outcome.error })}`;
  const script = `const site = ${scriptJson(siteOrigin)};
addEventListener('message', (event) => { if (event.origin === site) opener.postMessage(${scriptJson(message)}, site); });
opener.postMessage('authorizing:github', site);`;
  const page = `<!doctype html><meta charset="utf-8"><title>Signing in</title><p>${'token' in outcome ? 'Signed in. This window closes by itself.' : 'Sign-in failed. Close this window and try again.'}</p><script>${script}</script>`;
  return new Response(page, {
    status: 'token' in outcome ? 200 : 400,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // The page holds a token: kept by no cache, and it runs no script but its own.
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; script-src 'unsafe-inline'",
      'set-cookie': `${stateCookie}=; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=0`,
    },
  });
}

async function exchangeCode(
  settings: SignInSettings,
  github: string,
  code: string,
  fetchToken: typeof fetch,
): Promise<{ token: string } | { error: string }> {
  const answer = await fetchToken(`${github}/login/oauth/access_token`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: settings.clientId, client_secret: settings.clientSecret, code }),
  });
  if (!answer.ok) return { error: `GitHub answered ${answer.status}.` };
  const body = (await answer.json()) as { access_token?: string; error?: string; error_description?: string };
  if (typeof body.access_token === 'string' && body.access_token) return { token: body.access_token };
  return { error: body.error_description ?? body.error ?? 'GitHub gave no token.' };
}

/** The service: `/auth` and `/callback`; anything else is not found. */
export function githubSignIn(
  settings: SignInSettings,
  fetchToken: typeof fetch = fetch,
): (request: Request) => Promise<Response> {
  const github = settings.githubUrl ?? 'https://github.com';
  // A message's origin has no path or final slash: `https://www.example.com/` would never match.
  const siteOrigin = new URL(settings.siteOrigin).origin;
  return async (request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET') return new Response('Method not allowed', { status: 405 });
    if (url.pathname === '/auth') {
      const state = crypto.randomUUID();
      const authorize = new URL(`${github}/login/oauth/authorize`);
      authorize.searchParams.set('client_id', settings.clientId);
      authorize.searchParams.set('redirect_uri', new URL('/callback', url).href);
      authorize.searchParams.set(
        'scope',
        scopes.has(url.searchParams.get('scope') ?? '') ? (url.searchParams.get('scope') ?? 'repo') : 'repo',
      );
      authorize.searchParams.set('state', state);
      return new Response(null, {
        status: 302,
        headers: {
          location: authorize.href,
          'set-cookie': `${stateCookie}=${state}; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=600`,
        },
      });
    }
    if (url.pathname === '/callback') {
      const state = url.searchParams.get('state');
      // The state proves the pop-up that started at /auth is the one returning: no one else's code is exchanged.
      if (!state || cookieValue(request, stateCookie) !== state)
        return handOver(siteOrigin, { error: 'The sign-in expired or came from elsewhere.' });
      const code = url.searchParams.get('code');
      if (!code)
        return handOver(siteOrigin, { error: url.searchParams.get('error_description') ?? 'GitHub gave no code.' });
      return handOver(siteOrigin, await exchangeCode(settings, github, code, fetchToken));
    }
    return new Response('Not found', { status: 404 });
  };
}
