/**
 * `npm run edit`: the dev server with the browser editor at /admin/. Editors change content with
 * forms generated from the schemas and save straight into the content folder; the site beside it
 * reloads as with `npm run dev`. `--content DIR` edits another content folder; `PORT` picks the
 * port (default 5173).
 */
import { createServer } from 'vite';
import { editorPlugin } from '../editor/editor-plugin.ts';
import { contentRoot, repoRoot } from '../support/paths.ts';

const server = await createServer({
  root: repoRoot,
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173) },
  plugins: [editorPlugin({ contentRoot, projectRoot: repoRoot })],
});
await server.listen();
const address = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${server.config.server.port}/`;
console.log(
  `\n  Editor: ${address}admin/   (the site itself: ${address})\n  Saving in the editor writes into ${contentRoot}. Press Ctrl+C to stop.\n`,
);
if (process.stdin.isTTY) server.bindCLIShortcuts({ print: false });
