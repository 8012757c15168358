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

/**
 * `data` as a JavaScript expression, every `MdxReference` in it replaced by the component
 * `MdxBody{n}`, where n is the MDX file's index in `imports`, to which it is added.
 */
function withMdxImports(data: unknown, imports: string[]): string {
  const json = JSON.stringify(data, (_key, value: unknown) => {
    if (!isMdxReference(value)) return value;
    imports.push(value.$mdx);
    return `__mdx_component_${imports.length - 1}__`;
  });
  return json.replace(/"__mdx_component_(\d+)__"/g, (_match, index: string) => `MdxBody${index}`);
}

const mdxImportLines = (imports: readonly string[]) =>
  imports.map((file, index) => `import MdxBody${index} from ${JSON.stringify(file)};`);

/**
 * JavaScript source exporting as `name` a map from each id to a loader of its route's data (as
 * `{ route }`), every MDX body imported statically. For a bundle that holds every route anyway,
 * the server's single file: one module for all of them instead of one per route spares the
 * bundler a module's work per route.
 */
export function routeTableSource(
  name: string,
  routes: readonly (readonly [id: number | string, data: unknown])[],
): string {
  const imports: string[] = [];
  const entries = routes.map(
    ([id, data]) => `  [${JSON.stringify(id)}, () => Promise.resolve({ route: ${withMdxImports(data, imports)} })],`,
  );
  return [...mdxImportLines(imports), `export const ${name} = new Map([`, ...entries, ']);', ''].join('\n');
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
  const imports: string[] = [];
  const body = withMdxImports(data, imports);
  const importLines = mdxImportLines(imports);
  const components = options.components ?? [];
  const componentImports = components.map(
    ({ file, name: exported }, index) => `import { ${exported} as Component${index} } from ${JSON.stringify(file)};`,
  );
  const lines = [...importLines, ...componentImports, `export const ${name} = ${body};`];
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
