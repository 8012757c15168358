import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';

/**
 * GitHub's REST API as far as Decap's GitHub backend reads a repository, answered in the browser
 * context from the files of `projectRoot` (no GitHub is reachable here): who the token belongs
 * to, the repository and its rights, folder trees and file blobs of `branch`. Anything else
 * answers 404, as GitHub does for what is not there. Returns the Authorization headers it saw.
 */
export async function answerGitHubApi(
  context: BrowserContext,
  repo: string,
  projectRoot: string,
  branch = 'main',
): Promise<string[]> {
  const sha = (file: string) => createHash('sha1').update(file).digest('hex');
  // Every file and folder under content/, by its path in the repository.
  const entries = readdirSync(path.join(projectRoot, 'content'), { recursive: true, withFileTypes: true }).map(
    (entry) => ({
      file: path.relative(projectRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      type: entry.isDirectory() ? 'tree' : 'blob',
    }),
  );
  const blobs = new Map(entries.filter((entry) => entry.type === 'blob').map((entry) => [sha(entry.file), entry.file]));
  const tree = (folder: string) =>
    entries
      .filter((entry) => path.posix.dirname(entry.file) === folder)
      .map((entry) => ({ path: path.posix.basename(entry.file), type: entry.type, sha: sha(entry.file) }));
  const authorizations: string[] = [];
  const prefix = `/repos/${repo}`;
  await context.route('https://api.github.com/**', async (route) => {
    const url = new URL(route.request().url());
    authorizations.push(route.request().headers().authorization ?? '');
    const headers = { 'access-control-allow-origin': '*' };
    const answer = (json: unknown, status = 200) => route.fulfill({ status, headers, json });
    if (url.pathname === '/user') return answer({ login: 'copywriter', name: 'Copy Writer', avatar_url: '' });
    if (url.pathname === prefix)
      return answer({
        full_name: repo,
        owner: { login: repo.split('/')[0] },
        permissions: { pull: true, push: true, admin: false },
      });
    if (url.pathname === `${prefix}/pulls`) return answer([]);
    const treePath = decodeURIComponent(url.pathname).replace(`${prefix}/git/trees/${branch}:`, '');
    if (treePath !== decodeURIComponent(url.pathname)) {
      const entries = tree(treePath);
      return entries.length > 0
        ? answer({ sha: sha(treePath), tree: entries, truncated: false })
        : answer({ message: 'Not Found' }, 404);
    }
    const blob = blobs.get(url.pathname.replace(`${prefix}/git/blobs/`, ''));
    if (blob)
      return answer({
        sha: sha(blob),
        encoding: 'base64',
        content: readFileSync(path.join(projectRoot, blob)).toString('base64'),
      });
    return answer({ message: 'Not Found' }, 404);
  });
  return authorizations;
}
