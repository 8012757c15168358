/**
 * `npm run dev`: Vite's dev server with live reload of content edits, on 127.0.0.1. Content
 * errors show in the browser's overlay and clear when the file is fixed. `--content DIR` serves
 * another content folder; `PORT` picks the port (default 5173).
 */
import { createServer } from 'vite';
import { repoRoot } from '../support/paths.ts';

const server = await createServer({
  root: repoRoot,
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173) },
});
await server.listen();
server.printUrls();
server.bindCLIShortcuts({ print: true });
