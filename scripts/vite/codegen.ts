import type { MdxReference } from '../../src/model/route-data.ts';

/** One named export of a source module, imported by the generated module under a local name. */
export interface NamedImport {
  /** Absolute path of the module. */
  file: string;
  /** The export's name, also the key it gets in the exported object. */
  name: string;
}

function isMdxReference(value: unknown): value is MdxReference {
  return typeof value === 'object' && value !== null && '$mdx' in value && typeof value.$mdx === 'string';
}

/** An object or array shorter than this, as JavaScript, is written where it occurs even when it recurs. */
const shortestShared = 40;

/**
 * Writes plain data as JavaScript expressions, as `JSON.stringify` would, with two differences: every
 * `MdxReference` becomes the component `MdxBody{n}` imported from its file, and an object or array
 * that recurs (the same JSON, anywhere in the data written) is declared once as `shared{n}` and named
 * where it occurs. A route table repeats much: the same card on a page of the list, of each of its
 * tags and among the related stories of three case studies; the same sections on every page of the list.
 */
class DataWriter {
  /** Each MDX file imported, by path, in the order first met. */
  private readonly mdxFiles = new Map<string, number>();
  /** Each distinct object or array met, by its shape (children as their ids), with how often it occurs. */
  private readonly ids = new Map<string, number>();
  private readonly occurrences: number[] = [];
  private readonly idOf = new Map<object, number>();
  /** The declaration of each shared value, once written, by id; in the order they must be declared. */
  private readonly declared = new Map<number, string>();
  private readonly declarations: string[] = [];

  /** Counts what `data` holds; every value is counted before any is written. */
  count(data: unknown): void {
    this.shape(data);
  }

  /** `data` as a JavaScript expression. */
  write(json: unknown): string {
    if (json === undefined || typeof json !== 'object' || json === null) return JSON.stringify(json) ?? 'undefined';
    if (isMdxReference(json)) return `MdxBody${this.mdxIndex(json.$mdx)}`;
    const id = this.idOf.get(json);
    const name = id === undefined ? undefined : this.declared.get(id);
    if (name !== undefined) return name;
    const inline = jsonOf(json, (value) => this.write(value));
    if (id === undefined || (this.occurrences[id] ?? 0) < 2 || inline.length < shortestShared) return inline;
    const declared = `shared${this.declared.size}`;
    this.declared.set(id, declared);
    this.declarations.push(`const ${declared} = ${inline};`);
    return declared;
  }

  /** The imports of the MDX files the written expressions name. */
  imports(): string[] {
    return [...this.mdxFiles.keys()].map((file, index) => `import MdxBody${index} from ${JSON.stringify(file)};`);
  }

  /** The declarations of the shared values the written expressions name, each after those it names. */
  shared(): string[] {
    return this.declarations;
  }

  private mdxIndex(file: string): number {
    const known = this.mdxFiles.get(file);
    if (known !== undefined) return known;
    this.mdxFiles.set(file, this.mdxFiles.size);
    return this.mdxFiles.size - 1;
  }

  /** A short string naming `data`'s JSON: equal for equal JSON; objects and arrays are numbered, and counted. */
  private shape(json: unknown): string {
    if (json === undefined || typeof json !== 'object' || json === null) return JSON.stringify(json) ?? 'undefined';
    if (isMdxReference(json)) {
      this.mdxIndex(json.$mdx);
      return `mdx:${JSON.stringify(json.$mdx)}`;
    }
    // The same object met again (a picture every card of a story holds) is not walked again.
    const known = this.idOf.get(json);
    if (known !== undefined) {
      this.occurrences[known] = (this.occurrences[known] ?? 0) + 1;
      return `#${known}`;
    }
    const key = jsonOf(json, (value) => this.shape(value));
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(key, id);
    }
    this.occurrences[id] = (this.occurrences[id] ?? 0) + 1;
    this.idOf.set(json, id);
    return `#${id}`;
  }
}

/** What `JSON.stringify` leaves out of an object and writes as `null` in an array. */
const isOmitted = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

/** An array or object written as `JSON.stringify` would, each value written by `writeValue`. */
function jsonOf(json: object, writeValue: (value: unknown) => string): string {
  if (Array.isArray(json)) return `[${json.map((item) => (isOmitted(item) ? 'null' : writeValue(item))).join(',')}]`;
  const fields = Object.entries(json).filter(([, value]) => !isOmitted(value));
  return `{${fields.map(([key, value]) => `${JSON.stringify(key)}:${writeValue(value)}`).join(',')}}`;
}

/**
 * JavaScript source exporting as `name` a map from each id to a loader of its route's data (as
 * `{ route }`), every MDX body imported statically and what the routes share written once. For a bundle that holds every route anyway,
 * the server's single file: one module for all of them instead of one per route spares the
 * bundler a module's work per route.
 */
export function routeTableSource(
  name: string,
  routes: readonly (readonly [id: number | string, data: unknown])[],
): string {
  const writer = new DataWriter();
  for (const [, data] of routes) writer.count(data);
  const entries = routes.map(
    ([id, data]) => `  [${JSON.stringify(id)}, () => Promise.resolve({ route: ${writer.write(data)} })],`,
  );
  return [...writer.imports(), ...writer.shared(), `export const ${name} = new Map([`, ...entries, ']);', ''].join(
    '\n',
  );
}

/**
 * JavaScript source exporting `data` as `name`, with every `MdxReference` in it replaced by a
 * static import of that MDX file, so the route's chunk carries exactly its own content.
 * `components` are imported by name and exported as the object `components`, so the chunk also
 * carries the code that renders it and nothing else. `hotReplace` names the function of
 * `@/routing/liveRoutes.ts` that takes a replacement in the dev server.
 */
export function moduleSource(
  name: string,
  data: unknown,
  options: { hotReplace?: string; components?: NamedImport[] } = {},
): string {
  const writer = new DataWriter();
  writer.count(data);
  const body = writer.write(data);
  const components = options.components ?? [];
  const componentImports = components.map(
    ({ file, name: exported }, index) => `import { ${exported} as Component${index} } from ${JSON.stringify(file)};`,
  );
  const lines = [...writer.imports(), ...componentImports, ...writer.shared(), `export const ${name} = ${body};`];
  if (components.length > 0)
    lines.push(
      `export const components = { ${components.map(({ name: exported }, index) => `${JSON.stringify(exported)}: Component${index}`).join(', ')} };`,
    );
  if (options.hotReplace) {
    // In the dev server the module accepts its own replacement and hands the new data to the open page.
    lines.unshift(`import { ${options.hotReplace} as __replace } from '@/routing/liveRoutes.ts';`);
    lines.push(`if (import.meta.hot) import.meta.hot.accept((next) => { if (next) __replace(next.${name}); });`);
  }
  return [...lines, ''].join('\n');
}
