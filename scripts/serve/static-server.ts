import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { ResolvedRedirect } from '../content/redirects.ts';
import { readRedirectsFile } from '../site-files/redirects.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

const compressible = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.xml', '.txt', '.svg']);

/** Options of the static server. */
export interface StaticServerOptions {
  /** The folder to serve, normally `dist/`. */
  root: string;
  /** Port on 127.0.0.1; 0 picks a free one. */
  port?: number;
  /** Response headers for a request path, e.g. `readHeadersFile(root)`: the rules of the site's `_headers`. */
  headersFor?: (urlPath: string) => Record<string, string>;
}

/** A running server and how to stop it. */
export interface RunningServer {
  server: Server;
  url: string;
  close: () => Promise<void>;
}

/** Files a static host reads as its configuration and never serves. */
const hostConfigurationFiles = new Set(['_headers', '_redirects']);

/** What Netlify and Cloudflare Pages send when no header rule sets Cache-Control: check with the server before reuse. */
const defaultCacheControl = 'public, max-age=0, must-revalidate';

/**
 * Where a static host finds the answer to `urlPath`: the file itself, `index.html` of a
 * folder, or else the nearest `404.html` up the folder tree, with status 404.
 */
export function resolveStaticFile(root: string, urlPath: string): { file: string; status: 200 | 404 } | undefined {
  const segments = urlPath.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '..' || segment.includes('\0'))) return undefined;
  const target = path.join(root, ...segments);
  const isHostConfiguration = segments.length === 1 && hostConfigurationFiles.has(segments[0] ?? '');
  if (existsSync(target) && statSync(target).isFile() && !urlPath.endsWith('/') && !isHostConfiguration)
    return { file: target, status: 200 };
  const index = path.join(target, 'index.html');
  if (existsSync(index)) return { file: index, status: 200 };
  for (let depth = segments.length; depth >= 0; depth -= 1) {
    const notFound = path.join(root, ...segments.slice(0, depth), '404.html');
    if (existsSync(notFound)) return { file: notFound, status: 404 };
  }
  return undefined;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Files up to this size are compressed at the highest level, as a host that compresses once and
 * keeps the result sends them (the site's pages and scripts, whose figures `npm run bench` reads).
 * Bigger ones (the editor's scripts, decap-cms.js of 5 MB and admin.js of 1 MB) at the levels CDNs
 * use on the fly, brotli 5 and gzip 6: brotli 11 took 44 s for decap-cms.js on 2 cores, level 5
 * half a second for 16% more bytes.
 */
const highestLevelUpTo = 512 * 1024;

/** Each file's compressed body by encoding and modification time, or the compression under way. */
const compressedCache = new Map<string, Promise<Buffer>>();

/** Compresses off the event loop, so a big file holds up no other request. */
function compressed(file: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const { mtimeMs, size } = statSync(file);
  const key = `${encoding}:${file}:${mtimeMs}`;
  let body = compressedCache.get(key);
  if (!body) {
    const raw = readFileSync(file);
    const highest = size <= highestLevelUpTo;
    body =
      encoding === 'br'
        ? brotli(raw, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: highest ? 11 : 5,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size,
            },
          })
        : gzipped(raw, { level: highest ? 9 : 6 });
    compressedCache.set(key, body);
    body.catch(() => compressedCache.delete(key));
  }
  return body;
}

function lowerCaseNames(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

function handle(
  options: StaticServerOptions,
  redirectFor: (urlPath: string) => ResolvedRedirect | undefined,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  let urlPath: string;
  try {
    urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  } catch {
    response.writeHead(400).end();
    return;
  }
  // Before the files, as Netlify's forced rules and Cloudflare Pages do: the old address keeps a page for hosts without rules.
  const redirect = redirectFor(urlPath);
  if (redirect) {
    response
      .writeHead(redirect.status, {
        'cache-control': defaultCacheControl,
        ...lowerCaseNames(options.headersFor?.(urlPath) ?? {}),
        location: redirect.to,
      })
      .end();
    return;
  }
  const found = resolveStaticFile(options.root, urlPath);
  if (!found) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const extension = path.extname(found.file);
  // Lower-case names, so a rule of `_headers` replaces the default instead of adding a second header.
  const headers: Record<string, string> = {
    'content-type': contentTypes[extension] ?? 'application/octet-stream',
    'cache-control': defaultCacheControl,
    ...lowerCaseNames(options.headersFor?.(urlPath) ?? {}),
  };
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const encoding = !compressible.has(extension)
    ? undefined
    : /\bbr\b/.test(accepts)
      ? 'br'
      : /\bgzip\b/.test(accepts)
        ? 'gzip'
        : undefined;
  if (compressible.has(extension)) headers.vary = 'Accept-Encoding';
  if (encoding) {
    compressed(found.file, encoding).then(
      (body) => {
        response.writeHead(found.status, {
          ...headers,
          'content-encoding': encoding,
          'content-length': String(body.length),
        });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      () => response.writeHead(500).end(),
    );
    return;
  }
  response.writeHead(found.status, { ...headers, 'content-length': String(statSync(found.file).size) });
  if (request.method === 'HEAD') response.end();
  else createReadStream(found.file).pipe(response);
}

/**
 * Serves `root` on 127.0.0.1 the way a static host does: the redirects of its `_redirects`, then
 * its files; no fallback answers 200 for unknown paths.
 */
export function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const redirectFor = readRedirectsFile(options.root);
  const server = createServer((request, response) => handle(options, redirectFor, request, response));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        server,
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
