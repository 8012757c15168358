/**
 * A saved entry written into its file as it was laid out: the editor writes the whole file
 * afresh; this puts each changed value into the file's own YAML document instead, so comments,
 * blank lines, quoting and key order of everything unchanged stay as the author left them. Used by
 * `npm run edit` on the file on disk, and by the editor page for the site settings it loaded.
 */
import { isMap, isNode, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';

const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

function plain(node: unknown): unknown {
  return isNode(node) ? node.toJSON() : node;
}

function sameValue(node: unknown, value: unknown): boolean {
  return isScalar(node) && node.value === value;
}

/** Changes `node` (a value of `document`) into `value`, keeping every part of it that is already equal. */
function update(document: Document, node: unknown, value: unknown): Node {
  if (isMap(node) && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    const keys = new Set(entries.map(([key]) => key));
    node.items = node.items.filter((pair) => keys.has(String(isScalar(pair.key) ? pair.key.value : pair.key)));
    for (const [key, item] of entries) {
      const pair = node.items.find(
        (candidate) => String(isScalar(candidate.key) ? candidate.key.value : candidate.key) === key,
      );
      if (pair) pair.value = update(document, pair.value, item);
      else node.set(key, document.createNode(item));
    }
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    const old = [...node.items];
    const unused = new Set(old.keys());
    // An item moved unchanged (a section dragged elsewhere) takes its lines and comments along.
    const moved = value.map((item) => {
      const index = [...unused].find((candidate) => JSON.stringify(plain(old[candidate])) === JSON.stringify(item));
      if (index !== undefined) unused.delete(index);
      return index === undefined ? undefined : old[index];
    });
    node.items = value.map((item, index) => {
      const kept = moved[index];
      if (kept !== undefined) return kept;
      if (unused.delete(index)) return update(document, old[index], item);
      return document.createNode(item);
    });
    return node;
  }
  if (sameValue(node, value)) return node as Node;
  return document.createNode(value) as Node;
}

/** The new YAML text written into the layout of the old, or the new text when the old cannot be read. */
export function keepYamlLayout(oldYaml: string, newYaml: string): string {
  const old = parseDocument(oldYaml);
  const fresh = parseDocument(newYaml);
  if (old.errors.length > 0 || fresh.errors.length > 0) return newYaml;
  old.contents = update(old, old.contents, fresh.toJS()) as typeof old.contents;
  return old.toString({ lineWidth: 0, flowCollectionPadding: false });
}

/** A saved MDX file (frontmatter and body) with its frontmatter kept in the layout of `oldText`. */
export function keepMdxLayout(oldText: string, newText: string): string {
  const old = frontmatterPattern.exec(oldText);
  const fresh = frontmatterPattern.exec(newText);
  if (!old || !fresh) return newText;
  const frontmatter = keepYamlLayout(`${old[1] ?? ''}\n`, `${fresh[1] ?? ''}\n`);
  return `---\n${frontmatter}---\n${fresh[2] ?? ''}`;
}
