/**
 * The editor page's own script, loaded after Decap CMS on /admin/ only: a preview pane that shows
 * each entry's live page, and, under `npm run edit`, the check of `npm run check` before a save.
 * No page of the site loads it.
 */

import { parse, stringify } from 'yaml';
import { keepYamlLayout } from './keep-layout.ts';

/** The part of Decap's Immutable entry this script reads. */
interface ImmutableValue {
  get(key: string): unknown;
  toJS(): unknown;
}

interface PreviewProps {
  entry: ImmutableValue;
}

/** The globals Decap CMS's script defines. */
interface DecapGlobals {
  CMS: {
    registerPreviewTemplate(collection: string, component: unknown): void;
    registerCustomFormat(name: string, extension: string, format: { fromFile(content: string): Record<string, unknown>; toFile(data: Record<string, unknown>, sortedKeys?: readonly string[]): string }): void;
    registerEventListener(listener: { name: 'preSave'; handler: (event: { entry: ImmutableValue }) => Promise<unknown> }): void;
  };
  createClass(spec: { render(this: { props: PreviewProps }): unknown }): unknown;
  h(type: string, props: Record<string, unknown> | null, ...children: unknown[]): unknown;
}

const decap = window as unknown as Window & DecapGlobals;

// Decap's own formats fold lines longer than 80 characters, so saving one field rewrote every
// long line of the file. These write YAML as the content files are written: one line per value.
const yamlOptions = { lineWidth: 0 } as const;

/** `---`, the frontmatter, `---`, a blank line and the MDX body, as the content files are written. */
export function splitFrontmatter(content: string): { frontmatter: string; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(content);
  if (!match) return { frontmatter: '', body: content };
  return { frontmatter: match[1] ?? '', body: (match[2] ?? '').replace(/^(\r?\n)+/, '') };
}

export function mdxFromFile(content: string): Record<string, unknown> {
  const { frontmatter, body } = splitFrontmatter(content);
  const data = (parse(frontmatter) ?? {}) as Record<string, unknown>;
  return { ...data, body };
}

/** `data` with its keys in the order of the collection's fields (Decap lists them), the others after. */
function inFieldOrder(data: Record<string, unknown>, sortedKeys: readonly string[] = []): Record<string, unknown> {
  const keys = [...sortedKeys.filter((key) => key in data), ...Object.keys(data).filter((key) => !sortedKeys.includes(key))];
  return Object.fromEntries(keys.map((key) => [key, data[key]]));
}

export function mdxToFile(data: Record<string, unknown>, sortedKeys?: readonly string[]): string {
  const { body, ...frontmatter } = inFieldOrder(data, sortedKeys);
  const text = typeof body === 'string' ? body.trimEnd() : '';
  return `---\n${stringify(frontmatter, yamlOptions)}---\n${text ? `\n${text}\n` : ''}`;
}

decap.CMS.registerCustomFormat('mdx-frontmatter', 'mdx', { fromFile: mdxFromFile, toFile: mdxToFile });
// The settings are one file: the text it was loaded from is at hand when it is saved, so its
// comments and layout are kept also where no dev server keeps them (saving through GitHub).
let loadedSettings: string | undefined;
decap.CMS.registerCustomFormat('yaml-unfolded', 'yaml', {
  fromFile: (content) => {
    loadedSettings = content;
    return (parse(content) ?? {}) as Record<string, unknown>;
  },
  toFile: (data, sortedKeys) => {
    const text = stringify(inFieldOrder(data, sortedKeys), yamlOptions);
    return loadedSettings === undefined ? text : keepYamlLayout(loadedSettings, text);
  },
});

/** The address of an entry's page, as the site's routes derive it from the files. */
export function livePath(collection: string, entry: ImmutableValue): string {
  const data = entry.get('data') as ImmutableValue | undefined;
  if (collection === 'case-studies') return `/blog/${String(data?.get('id') ?? '')}`;
  if (collection === 'faq') return '/faq';
  if (collection === 'pages') {
    const slug = String(entry.get('slug') ?? '');
    return slug === 'home' ? '/' : `/${slug}`;
  }
  return '/';
}

/** `npm run edit` serves the live site beside the editor; a static host's pages refuse to be framed. */
const local = document.documentElement.dataset.backend === 'local';

function livePreview(collection: string): unknown {
  return decap.createClass({
    render() {
      const path = livePath(collection, this.props.entry);
      const address = new URL(path, window.parent.location.origin).href;
      const { h } = decap;
      const link = h('a', { href: address, target: '_blank', rel: 'noopener' }, `open ${path} on the site`);
      if (!local) return h('p', { style: { fontFamily: 'system-ui, sans-serif' } }, 'Once your change is merged and published: ', link);
      return h(
        'div',
        { style: { fontFamily: 'system-ui, sans-serif', height: '100%' } },
        h('p', { style: { margin: '0 0 8px' } }, 'The page as it was last saved: ', link),
        h('iframe', { src: address, title: `Live page ${path}`, style: { width: '100%', height: '80vh', border: '1px solid #ccc' } }),
      );
    },
  });
}

for (const collection of ['pages', 'case-studies', 'faq']) decap.CMS.registerPreviewTemplate(collection, livePreview(collection));

/** Where `npm run edit` answers the check before a save. On GitHub, the pull request's check does the same work. */
const validationUrl = '/api/editor/validate';

if (local) decap.CMS.registerEventListener({
  name: 'preSave',
  async handler({ entry }) {
    const response = await fetch(validationUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ collection: entry.get('collection'), slug: entry.get('slug'), path: entry.get('path'), newRecord: entry.get('newRecord'), data: (entry.get('data') as ImmutableValue).toJS() }),
    });
    if (!response.ok) throw new Error(`Not saved: the content check could not run (${response.status}). See the terminal of npm run edit.`);
    const result = (await response.json()) as { errors: string[] };
    if (result.errors.length > 0) throw new Error(`Not saved. ${result.errors.join(' ')}`);
    return entry.get('data');
  },
});
