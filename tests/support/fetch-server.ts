import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A fetch handler served over HTTP on 127.0.0.1, as a Worker host would serve it. */
export interface FetchServer {
  url: string;
  close: () => Promise<void>;
}

/** The request's body as text: the handlers served here take JSON or nothing. */
async function bodyOf(request: IncomingMessage): Promise<string | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Serves `handle` on a free port of 127.0.0.1 until `close`. */
export async function startFetchServer(handle: (request: Request) => Promise<Response>): Promise<FetchServer> {
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers))
        if (typeof value === 'string') headers.set(name, value);
      const request = new Request(`http://${incoming.headers.host ?? '127.0.0.1'}${incoming.url ?? '/'}`, {
        method: incoming.method,
        headers,
        body: await bodyOf(incoming),
      });
      const response = await handle(request);
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    })().catch((error: unknown) => {
      outgoing.writeHead(500);
      outgoing.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
