/**
 * The sign-in service as a Cloudflare Worker (docs/hosting.md): `npx wrangler deploy
 * scripts/editor/sign-in-worker.ts`, with the secrets below set by `wrangler secret put`.
 */
import { githubSignIn } from './github-sign-in.ts';

/** The Worker's secrets and variables. */
interface SignInWorkerEnv {
  GITHUB_CLIENT_ID: string;
  GITHUB_CLIENT_SECRET: string;
  /** The site's address, e.g. https://www.example.com. */
  SITE_ORIGIN: string;
}

export default {
  fetch(request: Request, env: SignInWorkerEnv): Promise<Response> {
    return githubSignIn({
      clientId: env.GITHUB_CLIENT_ID,
      clientSecret: env.GITHUB_CLIENT_SECRET,
      siteOrigin: env.SITE_ORIGIN,
    })(request);
  },
};
