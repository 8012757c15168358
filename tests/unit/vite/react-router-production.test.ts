import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfigFromFile, type Alias } from 'vite';
import { expect, test } from 'vitest';
import { reactRouterProduction } from '../../../scripts/vite/react-router-production.ts';

/** Where `aliases` send `specifier`, or undefined when none matches it. */
function aliasFor(specifier: string, aliases: readonly Alias[] = reactRouterProduction): string | undefined {
  const alias = aliases.find(({ find }) => (typeof find === 'string' ? find === specifier : find.test(specifier)));
  return alias?.replacement;
}

test("a build's imports of React Router go to its production build, and only those imports", () => {
  expect(aliasFor('react-router')).toMatch(/react-router\/dist\/production\/index\.mjs$/);
  expect(aliasFor('react-router/dom')).toMatch(/react-router\/dist\/production\/dom-export\.mjs$/);
  // react-router-dom's own ES module, whose imports of the two above are redirected in turn.
  expect(aliasFor('react-router-dom')).toMatch(/react-router-dom\/dist\/index\.mjs$/);
  for (const specifier of ['react-router-dom/server', 'react-router/internal', 'react-router-extra'])
    expect(aliasFor(specifier)).toBeUndefined();
  for (const { replacement } of reactRouterProduction) expect(existsSync(replacement), replacement).toBe(true);
});

test('the production build exports the same names as the development build the package exports', async () => {
  for (const [specifier, productionFile] of [
    ['react-router', aliasFor('react-router')],
    ['react-router/dom', aliasFor('react-router/dom')],
  ] as const) {
    const development = Object.keys((await import(specifier)) as object).sort();
    const production = Object.keys((await import(productionFile ?? '')) as object).sort();
    expect(development.length, specifier).toBeGreaterThan(0);
    expect(production, specifier).toEqual(development);
  }
});

test('vite.config.ts gives the aliases to production builds only, not to the dev server, tests or a development build', async () => {
  const configFile = fileURLToPath(new URL('../../../vite.config.ts', import.meta.url));
  const aliasesOf = async (command: 'build' | 'serve', mode: string) => {
    const loaded = await loadConfigFromFile({ command, mode }, configFile, path.dirname(configFile), 'silent');
    return (loaded?.config.resolve?.alias ?? []) as Alias[];
  };
  expect(aliasFor('react-router', await aliasesOf('build', 'production'))).toMatch(/dist\/production\/index\.mjs$/);
  expect(aliasFor('react-router', await aliasesOf('serve', 'development'))).toBeUndefined();
  expect(aliasFor('react-router', await aliasesOf('build', 'development'))).toBeUndefined();
  expect(aliasFor('@', await aliasesOf('serve', 'development'))).toMatch(/src$/);
});
