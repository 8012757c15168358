/**
 * The parts of Decap CMS's browser API this editor uses. Decap's script defines them as globals
 * before `admin.js` runs; its React is its own, not the site's.
 */

/** An Immutable.js value of Decap's store, as far as this editor reads one. */
export interface ImmutableValue {
  get(key: string): unknown;
  toJS(): unknown;
}

/** What Decap's `getAsset` returns: its `toString()` is an address the preview can load (a blob for a new upload). */
export interface AssetProxy {
  toString(): string;
}

/** The props Decap gives a preview template. */
export interface PreviewProps {
  entry: ImmutableValue;
  getAsset(path: string): AssetProxy;
  /** Every entry of a collection, or one by its slug. Resolves to Immutable values. */
  getCollection(collection: string, slug?: string): Promise<unknown>;
  /** The preview frame's document and window. */
  document: Document;
  window: Window;
}

/** A component instance of Decap's React, made by `createClass`. */
export interface TemplateInstance {
  props: PreviewProps;
}

/** The spec `createClass` takes (create-react-class). */
export interface TemplateSpec<Instance extends TemplateInstance> {
  componentDidMount?(this: Instance): void;
  componentDidUpdate?(this: Instance): void;
  componentWillUnmount?(this: Instance): void;
  render(this: Instance): unknown;
}

/** A file format Decap reads and writes entries with. */
export interface CustomFormat {
  fromFile(content: string): Record<string, unknown>;
  toFile(data: Record<string, unknown>, sortedKeys?: readonly string[]): string;
}

/** The globals Decap CMS's script defines. */
export interface DecapGlobals {
  CMS: {
    registerPreviewTemplate(collection: string, component: unknown): void;
    registerCustomFormat(name: string, extension: string, format: CustomFormat): void;
    registerEventListener(listener: {
      name: 'preSave';
      handler: (event: { entry: ImmutableValue }) => Promise<unknown>;
    }): void;
  };
  createClass<Instance extends TemplateInstance>(spec: TemplateSpec<Instance>): unknown;
  h(type: string, props: Record<string, unknown> | null, ...children: unknown[]): unknown;
}

/** The page's window with Decap's globals. */
export const decap = window as unknown as Window & DecapGlobals;

/** A value of Decap's store as plain data: Immutable values have `toJS`, plain ones are kept. */
export function plain(value: unknown): unknown {
  return value !== null && typeof value === 'object' && 'toJS' in value && typeof value.toJS === 'function'
    ? (value.toJS as () => unknown)()
    : value;
}
