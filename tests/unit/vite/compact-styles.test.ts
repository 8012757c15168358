import { build } from 'vite';
import { expect, test } from 'vitest';
import { compactStyles, compactTemplate } from '../../../scripts/vite/compact-styles.ts';

test('comments and indentation go; declarations, braces and quoted text stay as the browser reads them', () => {
  const template = `
  position: sticky;
  /* Without scripts the phone's menu stays open in the bar. */
  @media (max-width: 22.49em) {
    padding-inline: 1rem;
  }
  & > svg { flex-shrink: 0; }
  &::before { content: "a:  /* b */"; }
`;
  expect(compactTemplate([template])).toEqual([
    'position:sticky;@media (max-width:22.49em){padding-inline:1rem;}& > svg{flex-shrink:0;}&::before{content:"a:  /* b */";}',
  ]);
});

test('a piece next to an interpolation keeps a space where the line broke, so the words on either side stay apart', () => {
  // styled.div`${container}\n  display: flex;\n  border: 1px solid ${colour};\n`
  expect(compactTemplate(['', '\n  display: flex;\n  border: 1px solid ', ';\n'])).toEqual([
    '',
    ' display:flex;border:1px solid ',
    ';',
  ]);
  // Text quoted across an interpolation is the page's text.
  expect(compactTemplate(['content: "', ' :  { ', '";'])).toEqual(['content:"', ' :  { ', '";']);
});

test('a line with `//`, which stylis reads as a comment to the end of the line, keeps its line break', () => {
  expect(compactTemplate(['\n  color: red; // the brand\n  margin: 0;\n'])).toEqual([
    'color:red;// the brand\nmargin:0;',
  ]);
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
