/**
 * The editor on the dev server (`npm run edit`): `/admin/` with Decap CMS, its generated
 * configuration, decap-server's local backend on `/api/v1` writing straight into the content
 * folder, and `/api/editor/validate`, the check run before each save.
 */
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';
import { adminPage, adminScript, configYaml, contentFacts, decapDist, decapFiles } from './admin-files.ts';
import { cmsConfig, schemaContext } from './cms-config.ts';
import { keepMdxLayout, keepYamlLayout } from '../../src/admin/keep-layout.ts';
import { validateEntry, type EntryToValidate } from './validate-entry.ts';

const require = createRequire(import.meta.url);

/** decap-server's Express middlewares; Express comes from decap-server's own dependencies. */
interface DecapMiddlewares {
  registerLocalFs(app: unknown, options?: { logLevel?: string }): Promise<void>;
}
type ExpressApp = ((request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void) & {
  use: (...handlers: unknown[]) => void;
};

/** An Express app with decap-server's local file-system backend for `contentRoot`. */
async function localBackend(contentRoot: string): Promise<ExpressApp> {
  const serverRequire = createRequire(require.resolve('decap-server'));
  const express = serverRequire('express') as () => ExpressApp;
  const middlewares = serverRequire('./middlewares') as DecapMiddlewares;
  const app = express();
  // decap-server reads the folder it may write to from this variable when it registers.
  process.env.GIT_REPO_DIRECTORY = contentRoot;
  await middlewares.registerLocalFs(app, { logLevel: 'warn' });
  return app;
}

function send(response: ServerResponse, type: string, body: string | Buffer, status = 200): void {
  response.statusCode = status;
  response.setHeader('content-type', type);
  response.setHeader('cache-control', 'no-store');
  response.end(body);
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
}

/** decap-server's request to write an entry: the files and their new text. */
interface PersistRequest {
  action: 'persistEntry';
  params: { entry?: { path: string; raw: string }; dataFiles?: { path: string; raw: string }[] };
}

function isPersist(value: unknown): value is PersistRequest {
  return (value as Partial<PersistRequest> | null)?.action === 'persistEntry';
}

/** Each file the editor writes, with its unchanged values kept as they were laid out on disk. */
function keepLayout(contentRoot: string, request: PersistRequest): void {
  for (const file of [request.params.entry, ...(request.params.dataFiles ?? [])]) {
    if (!file) continue;
    const target = path.resolve(contentRoot, file.path);
    if (!target.startsWith(contentRoot + path.sep) || !existsSync(target)) continue;
    const old = readFileSync(target, 'utf8');
    file.raw = file.path.endsWith('.mdx') ? keepMdxLayout(old, file.raw) : keepYamlLayout(old, file.raw);
  }
}

function isEntry(value: unknown): value is EntryToValidate {
  const candidate = value as Partial<EntryToValidate> | null;
  return typeof candidate?.collection === 'string' && typeof candidate.data === 'object' && candidate.data !== null;
}

/** The dev server's part of `npm run edit`. */
export function editorPlugin({ contentRoot, projectRoot }: { contentRoot: string; projectRoot: string }): Plugin {
  return {
    name: 'site-editor',
    apply: 'serve',
    async configureServer(server) {
      const backend = await localBackend(contentRoot);
      const context = await schemaContext(projectRoot);
      const decap = new Set(decapFiles());
      // The editor's script is bundled once, and again only after a file of src/ changes: every
      // load of the editor asked for it, and a bundle takes seconds.
      const sourceDir = path.join(projectRoot, 'src') + path.sep;
      let adminBundle: Promise<string> | undefined;
      server.watcher.on('all', (_event, file) => {
        if (path.resolve(file).startsWith(sourceDir)) adminBundle = undefined;
      });
      const handle: Connect.NextHandleFunction = (request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        if (url.pathname === '/api/v1' && request.method === 'POST') {
          readJson(request)
            .then((body) => {
              if (isPersist(body)) keepLayout(contentRoot, body);
              // Express's body parser takes an already read body as it is.
              Object.assign(request, { body, _body: true });
              backend(request, response, next);
            })
            .catch(next);
          return;
        }
        if (url.pathname === '/api/editor/validate' && request.method === 'POST') {
          readJson(request)
            .then((body) => {
              if (!isEntry(body))
                return send(
                  response,
                  'application/json',
                  JSON.stringify({ errors: ['The editor sent no entry to check.'] }),
                  400,
                );
              send(response, 'application/json', JSON.stringify({ errors: validateEntry(contentRoot, body) }));
            })
            .catch(next);
          return;
        }
        if (url.pathname === '/admin') {
          response.statusCode = 301;
          response.setHeader('location', '/admin/');
          return response.end();
        }
        if (!url.pathname.startsWith('/admin/')) return next();
        const name = url.pathname.slice('/admin/'.length);
        if (name === '' || name === 'index.html') return send(response, 'text/html; charset=utf-8', adminPage('local'));
        if (name === 'config.yml') {
          const origin = `http://${request.headers.host ?? '127.0.0.1'}`;
          const config = cmsConfig(
            { kind: 'local', siteUrl: origin, apiUrl: `${origin}/api/v1` },
            context,
            contentFacts(contentRoot),
          );
          return send(response, 'text/yaml; charset=utf-8', configYaml(config));
        }
        if (name === 'admin.js') {
          adminBundle ??= adminScript(projectRoot).catch((error: unknown) => {
            adminBundle = undefined;
            throw error;
          });
          adminBundle.then((code) => send(response, 'text/javascript; charset=utf-8', code), next);
          return;
        }
        if (decap.has(name)) {
          response.setHeader(
            'content-type',
            name.endsWith('.wasm') ? 'application/wasm' : 'text/javascript; charset=utf-8',
          );
          createReadStream(path.join(decapDist, name)).pipe(response);
          return;
        }
        next();
      };
      // Before Vite's own middlewares, so /admin/ is not taken for a page of the site.
      server.middlewares.use(handle);
    },
  };
}
