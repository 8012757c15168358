import { build } from 'vite';
import { expect, test } from 'vitest';
import { compactCss, compactStyles } from '../../../scripts/vite/compact-styles.ts';

test('comments and indentation go; declarations, braces and quoted text stay as the browser reads them', () => {
  const piece = `
  position: sticky;
  /* Without scripts the phone's menu stays open in the bar. */
  @media (max-width: 22.49em) {
    padding-inline: 1rem;
  }
  & > svg { flex-shrink: 0; }
`;
  expect(compactCss(piece, { first: true, last: true })).toBe(
    'position:sticky;@media (max-width:22.49em){padding-inline:1rem;}& > svg{flex-shrink:0;}',
  );
  // Quoted text is the page's: a colon or a run of spaces in it is kept.
  expect(compactCss(`\n  content: 'a:  b';\n`, { first: true, last: true })).toBe("content: 'a:  b';");
});

test('a piece next to an interpolation keeps a space where the line broke, so the words on either side stay apart', () => {
  // styled.div`${container}\n  display: flex;\n  border: 1px solid ${colour};\n`
  expect(compactCss('\n  display: flex;\n  border: 1px solid ')).toBe(' display:flex;border:1px solid ');
  expect(compactCss(' solid\n  ')).toBe(' solid ');
});

test("in a bundle, only styled-components' templates are compacted: other template literals are left as written", async () => {
  const source = [
    "import styled, { css } from 'styled-components';",
    'const tone = css`\n  color: red;\n`;',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the module's source, an interpolation in its template
    'export const Box = styled.div.attrs({ role: "note" })`\n  ${tone}\n  /* why */\n  margin: 0;\n`;',
    'export const message = `Keep\n  this:  as it is`;',
  ].join('\n');
  const output = await build({
    logLevel: 'silent',
    configFile: false,
    plugins: [
      {
        name: 'virtual-source',
        resolveId: (id) => (id === '/src/Box.ts' ? id : undefined),
        load: (id) => (id === '/src/Box.ts' ? source : undefined),
      },
      compactStyles(),
    ],
    build: {
      write: false,
      minify: false,
      lib: { entry: '/src/Box.ts', formats: ['es'] },
      rolldownOptions: { external: ['styled-components'] },
    },
  });
  const bundle = Array.isArray(output) ? output[0] : output;
  const code = bundle && 'output' in bundle ? bundle.output[0].code : '';
  expect(code).toContain('css`color:red;`');
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the bundled template, its interpolation kept
  expect(code).toContain('`${tone} margin:0;`');
  expect(code).toContain('`Keep\n  this:  as it is`');
});
