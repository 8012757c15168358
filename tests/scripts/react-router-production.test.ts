import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { reactRouterProduction } from '../../scripts/react-router-production.ts';

/** Where the aliases send `specifier`, or undefined when none matches it. */
function aliasFor(specifier: string): string | undefined {
  const alias = reactRouterProduction.find(({ find }) => (typeof find === 'string' ? find === specifier : find.test(specifier)));
  return alias?.replacement;
}

test("a build's imports of React Router go to its production build, and only those imports", () => {
  for (const specifier of ['react-router', 'react-router-dom']) expect(aliasFor(specifier)).toMatch(/react-router\/dist\/production\/index\.mjs$/);
  expect(aliasFor('react-router/dom')).toMatch(/react-router\/dist\/production\/dom-export\.mjs$/);
  for (const specifier of ['react-router-dom/server', 'react-router/internal', 'react-router-extra']) expect(aliasFor(specifier)).toBeUndefined();
});

test('the production build the aliases name is installed, and exports every name the site imports from react-router-dom', async () => {
  for (const { replacement } of reactRouterProduction) expect(existsSync(replacement), replacement).toBe(true);
  const production = (await import(aliasFor('react-router') ?? '')) as Record<string, unknown>;
  const sourceRoot = fileURLToPath(new URL('../../src', import.meta.url));
  const imported = new Set<string>();
  for (const file of readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' }).filter((name) => /\.tsx?$/.test(name))) {
    const text = readFileSync(path.join(sourceRoot, file), 'utf8');
    // Values only: `import type { … }` and `type …` names vanish from the bundle.
    for (const [, names = ''] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router-dom'/g)) {
      for (const name of names.split(',').map((part) => part.trim())) if (name && !name.startsWith('type ')) imported.add(name.split(/\s+as\s+/)[0] ?? name);
    }
  }
  expect(imported).toContain('BrowserRouter');
  for (const name of imported) expect(production[name], name).toBeDefined();
});
