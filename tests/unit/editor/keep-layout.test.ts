import { expect, test } from 'vitest';
import { keepMdxLayout, keepYamlLayout } from '../../../src/admin/keep-layout.ts';

const settings = `# Site-wide settings. Every external address is written here once.

brandName: ScaleLoop
phone: "+44 20 7946 0958"

header:
  links:
    - label: Services
      href: /services
`;

test('a changed value is written in place; comments, blank lines and quoting of the rest stay', () => {
  const saved =
    'brandName: ScaleLoop Ltd\nphone: +44 20 7946 0958\nheader:\n  links:\n    - label: Services\n      href: /services\n';
  expect(keepYamlLayout(settings, saved)).toBe(settings.replace('brandName: ScaleLoop', 'brandName: ScaleLoop Ltd'));
});

test('an item moved unchanged keeps its blank line; a removed key goes, a new one is added', () => {
  const page =
    '---\ntitle: FAQ\nsections:\n  - type: Hero\n    headline: Questions\n\n  - type: FaqAccordion\n    heading: Answers\n\n  - type: CallToAction\n    heading: Still stuck?\n---\n\nBody.\n';
  const saved =
    '---\ntitle: FAQ\nbreadcrumb: Help\nsections:\n  - type: Hero\n    headline: Questions\n  - type: CallToAction\n    heading: Still stuck?\n  - type: FaqAccordion\n    heading: Answers\n---\n\nBody.\n';
  expect(keepMdxLayout(page, saved)).toBe(
    '---\ntitle: FAQ\nsections:\n  - type: Hero\n    headline: Questions\n\n  - type: CallToAction\n    heading: Still stuck?\n\n  - type: FaqAccordion\n    heading: Answers\nbreadcrumb: Help\n---\n\nBody.\n',
  );
});

test('a file that cannot be read as YAML is written as the editor sent it', () => {
  expect(keepYamlLayout('a: [unclosed\n', 'a: 1\n')).toBe('a: 1\n');
});
