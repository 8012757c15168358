import { decode } from '@jridgewell/sourcemap-codec';
import { build, type InlineConfig, type Rolldown } from 'vite';

/**
 * Where a source file's bytes are counted: the npm package for dependencies
 * (`react-dom`, `@scope/name`), otherwise its folder (`src/components/sections`).
 */
export function originOf(source: string): string {
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (dependency?.[1]) return dependency[1];
  const local = source.replace(/^(\.\.\/)+/, '').replace(/^\/+/, '');
  const folder = local.includes('/') ? local.slice(0, local.lastIndexOf('/')) : local;
  return folder.startsWith('content/') ? 'content (compiled MDX)' : folder;
}

/**
 * Whether a page runs `chunk` as its entry script: an entry chunk, or the chunk of a group that
 * took the HTML entry's modules in (Rolldown then marks no chunk as an entry).
 */
function isPageEntry(chunk: Rolldown.OutputChunk): boolean {
  return chunk.isEntry || chunk.moduleIds.some((id) => id.endsWith('.html'));
}

/**
 * The chunks a first visit loads: the entry chunk and its static imports, plus the chunk whose
 * facade module matches `routeModule` (the route's lazily loaded module) and its static imports.
 */
export function firstLoadChunks(output: Rolldown.RolldownOutput, routeModule?: RegExp): Rolldown.OutputChunk[] {
  const chunks = output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const picked = new Map<string, Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || picked.has(chunk.fileName)) return;
    picked.set(chunk.fileName, chunk);
    for (const name of chunk.imports) visit(byName.get(name));
  };
  for (const chunk of chunks) if (isPageEntry(chunk)) visit(chunk);
  if (routeModule)
    for (const chunk of chunks) if (chunk.facadeModuleId && routeModule.test(chunk.facadeModuleId)) visit(chunk);
  return [...picked.values()];
}

/** The facade module of the chunk the home page loads to hydrate: its islands' data and components. */
export const homeIslandsModule = /virtual:content\/islands\/home$/;

const generated = 'generated (content data, glue)';

/**
 * Minified bytes of the chunks by origin (see `originOf`), read from their source maps: every
 * generated character is counted for the source its mapping segment points to. Code without a
 * source (the `virtual:content/*` data modules, bundler glue) counts as generated.
 */
export function bytesByOrigin(chunks: readonly Rolldown.OutputChunk[]): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (origin: string, bytes: number) => totals.set(origin, (totals.get(origin) ?? 0) + bytes);
  for (const chunk of chunks) {
    const lines = chunk.code.split('\n');
    const sources = chunk.map?.sources ?? [];
    const decoded = chunk.map ? decode(chunk.map.mappings) : [];
    // A segment runs to the next one; text before a line's first segment (the rest of a
    // multi-line template literal, e.g. styled-components CSS) continues the previous segment.
    let current = generated;
    lines.forEach((line, lineIndex) => {
      const segments = decoded[lineIndex] ?? [];
      add(
        current,
        Buffer.byteLength(line.slice(0, segments[0]?.[0] ?? line.length)) + (lineIndex < lines.length - 1 ? 1 : 0),
      );
      segments.forEach((segment, index) => {
        const source = segment.length >= 4 ? sources[segment[1] ?? -1] : undefined;
        current = source ? originOf(source) : generated;
        add(current, Buffer.byteLength(line.slice(segment[0], segments[index + 1]?.[0] ?? line.length)));
      });
    });
  }
  return totals;
}

/**
 * Builds the client bundle of the project at `root` (its own vite.config) in memory, with
 * hidden source maps, and returns the output. Nothing is written.
 */
export async function buildInMemory(root: string, extra: InlineConfig = {}): Promise<Rolldown.RolldownOutput> {
  const result = await build({
    ...extra,
    root,
    logLevel: 'silent',
    build: { ...extra.build, write: false, sourcemap: 'hidden' },
  });
  const output = Array.isArray(result) ? result[0] : result;
  if (!output || !('output' in output)) throw new Error('Vite returned no build output.');
  return output;
}
