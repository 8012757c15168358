import { readFileSync } from 'node:fs';
import { parseSync } from 'rolldown/utils';
import { type AstNode, children, isNode } from '../support/syntax-tree.ts';

/** The JSDoc descriptions written on a schema file's exports and fields. */
export interface SchemaDescriptions {
  /** The comment above an export, by export name. */
  exports: Map<string, string>;
  /** The comment above a field, by export name and dotted field path (list items add no segment). */
  fields: Map<string, string>;
}

function cleanComment(value: string): string {
  return value
    .replace(/^\*/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*?\s?/, ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `z.strictObject({...})` or `z.object({...})`: the calls whose object literal lists fields. */
function isObjectSchemaCall(node: AstNode): boolean {
  if (node.type !== 'CallExpression' || !isNode(node.callee) || node.callee.type !== 'MemberExpression') return false;
  const property = node.callee.property;
  return isNode(property) && (property.name === 'strictObject' || property.name === 'object');
}

/**
 * Reads the JSDoc comments of a schema file with the bundler's own parser, so descriptions
 * are written once, as comments on the fields, and still reach generated documentation.
 */
export function readSchemaDescriptions(sourceFile: string): SchemaDescriptions {
  const source = readFileSync(sourceFile, 'utf8');
  const { program, comments } = parseSync(sourceFile, source);
  const docComments = comments.filter((comment) => comment.type === 'Block' && comment.value.startsWith('*'));
  const commentBefore = (start: number): string | undefined => {
    const comment = docComments.filter((candidate) => candidate.end <= start).at(-1);
    if (!comment || source.slice(comment.end, start).trim() !== '') return undefined;
    return cleanComment(comment.value);
  };

  const descriptions: SchemaDescriptions = { exports: new Map(), fields: new Map() };
  const visit = (node: AstNode, exportName: string, path: string[]) => {
    if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') return;
    if (isObjectSchemaCall(node)) {
      const [fields] = node.arguments as AstNode[];
      for (const property of fields?.type === 'ObjectExpression' ? (fields.properties as AstNode[]) : []) {
        const key = isNode(property.key) ? String(property.key.name ?? property.key.value) : '';
        const description = commentBefore(property.start);
        if (description) descriptions.fields.set(`${exportName}:${[...path, key].join('.')}`, description);
        if (isNode(property.value)) visit(property.value, exportName, [...path, key]);
      }
      if (isNode(node.callee)) visit(node.callee, exportName, path);
      return;
    }
    for (const child of children(node)) visit(child, exportName, path);
  };

  for (const statement of program.body as unknown as AstNode[]) {
    if (statement.type !== 'ExportNamedDeclaration' || !isNode(statement.declaration)) continue;
    const declaration = statement.declaration;
    const description = commentBefore(statement.start);
    for (const declarator of (declaration.declarations as AstNode[] | undefined) ?? []) {
      const name = isNode(declarator.id) ? String(declarator.id.name) : '';
      if (description) descriptions.exports.set(name, description);
      if (isNode(declarator.init)) visit(declarator.init, name, []);
    }
    if (declaration.type === 'TSTypeAliasDeclaration' && isNode(declaration.id) && description) {
      descriptions.exports.set(String(declaration.id.name), description);
    }
  }
  return descriptions;
}
