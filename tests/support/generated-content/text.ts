/**
 * Words and copy, stressed the way editors stress text: accents, CJK, Arabic and Hebrew, emoji,
 * `$` patterns, `<`, `&`, quotes, words too long to wrap.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { boundsOf } from './bounds.ts';

const plainWords = [
  'Pipeline',
  'growth',
  'meetings',
  'Outbound',
  'B2B',
  'sales',
  'team',
  'Campaign',
  'results',
  'qualified',
  'leads',
  'a',
  'the',
  'and',
  'for',
  'Reply',
  'rate',
  '320%',
  '500+',
  'AI',
  'LinkedIn',
  'e-mail',
  'week',
  'A',
];
const accentedWords = [
  'Café',
  'naïve',
  'Ærøskøbing',
  'façade',
  'Zürich',
  'São',
  'Łódź',
  'brûlée',
  'Ångström',
  'Señor',
  'İstanbul',
  'straße',
];
const cjkWords = ['東京', '営業チーム', '销售增长', '한국어', '会議', '「引用」'];
const rtlWords = ['مرحبا', 'المبيعات', 'שלום', 'מכירות', 'עסקים', '٣٢٠٪'];
const emojiWords = ['🚀', '👩‍💻', '🇪🇺', '👍🏽', '✅', '❤️', '🧑🏾‍🤝‍🧑🏻'];
/** The replacement patterns of `String.prototype.replace`, which corrupt copy spliced in with a string replacement. */
const dollarWords = ['$$', '$&', "$'", '$`', '$1', '$<name>', '$100', '$$$', 'US$5'];
const markupWords = [
  '<',
  '<b>',
  '&',
  '&amp;',
  'R&D',
  '"quoted"',
  "it's",
  '«guillemets»',
  '“curly”',
  '—',
  '…',
  '->',
  'a<b',
  '</script>',
  '<!--',
  ']]>',
  '{x}',
  '{{',
  '}}',
  '\\',
  '`',
  '*',
  '_',
  '#',
  '[x]',
  '|',
  '%',
  '@',
  '!',
];
/** Text that YAML would read as something else when written unquoted. */
const yamlishWords = [
  'true',
  'null',
  '~',
  '123',
  '007',
  '1e3',
  '0x1F',
  '0o17',
  '.5',
  '-1',
  'yes',
  'on',
  '2025-01-01',
  '12:30',
  '.inf',
  '.NaN',
  '0b101',
  '- item',
  '? q',
  ': c',
  '#c',
  '*alias',
  '&anchor',
  '!tag',
  '%YAML',
  '---',
  '...',
  'key: value',
];
const longWordLetters = [...'abcdefghijklmnopqrstuvwxyzéüøß'];

/** A word too long to fit a phone's width, which must wrap rather than push the page sideways. */
const longWord = fc.string({ unit: fc.constantFrom(...longWordLetters), minLength: 60, maxLength: 80 });

/** A word of one to six printable ASCII characters, punctuation included. */
const asciiWord = fc
  .string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 6 })
  .map((word) => word.replace(/\s/g, ''))
  .filter((word) => word.length > 0);

/** A word of any printable Unicode graphemes, without spaces. */
const unicodeWord = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 4 })
  .map((word) => word.replace(/\s/g, ''))
  .filter((word) => word.length > 0 && word.trim() === word);

/** One word of copy: mostly plain, often from a class of text that has broken sites before. */
export const word: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...plainWords), weight: 12 },
  { arbitrary: fc.constantFrom(...accentedWords), weight: 2 },
  { arbitrary: fc.constantFrom(...cjkWords), weight: 2 },
  { arbitrary: fc.constantFrom(...rtlWords), weight: 2 },
  { arbitrary: fc.constantFrom(...emojiWords), weight: 2 },
  { arbitrary: fc.constantFrom(...dollarWords), weight: 2 },
  { arbitrary: fc.constantFrom(...markupWords), weight: 2 },
  { arbitrary: fc.constantFrom(...yamlishWords), weight: 1 },
  { arbitrary: longWord, weight: 1 },
  { arbitrary: asciiWord, weight: 1 },
  { arbitrary: unicodeWord, weight: 1 },
);

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** `text` cut to at most `max` UTF-16 units (what zod's `.max` counts) at a grapheme boundary, trimmed. */
function clip(text: string, max: number): string {
  let clipped = '';
  for (const { segment } of graphemes.segment(text)) {
    if (clipped.length + segment.length > max) break;
    clipped += segment;
  }
  return clipped.trim();
}

/**
 * Copy of one to `maxWords` words; with `max` (a field's `.max`), as often filled to the limit
 * as short. Never empty, never with spaces at either end.
 */
function words({ maxWords = 8, max }: { maxWords?: number; max?: number } = {}): fc.Arbitrary<string> {
  const short = fc.array(word, { minLength: 1, maxLength: maxWords }).map((list) => list.join(' '));
  if (max === undefined) return short;
  const full = fc.array(word, { minLength: 40, maxLength: 60 }).map((list) => list.join(' '));
  return fc
    .oneof(short, full)
    .map((text) => clip(text, max))
    .filter((text) => text.length > 0);
}

/** Copy for a text field, within the bounds its schema sets. */
export function textFor(schema: z.ZodType, maxWords = 8): fc.Arbitrary<string> {
  const { max } = boundsOf(schema);
  return max === undefined ? words({ maxWords }) : words({ maxWords, max });
}

/** A short label: one to four words. */
export const label = words({ maxWords: 4 });
/** A heading: one to eight words. */
export const heading = words({ maxWords: 8 });
/** A sentence or two. */
export const sentence = words({ maxWords: 24 });
/** A price as shown, sometimes written the ways prices are: currency signs, separators, prefixes; the structured data reads the amount from it. */
export const price = fc.oneof(
  label,
  fc.constantFrom(
    'from $2,450',
    '+$200',
    '$0',
    '$1,250.50',
    '$ 300',
    'US$5',
    '€1.250',
    '£99',
    '1 250 €',
    '¥5000',
    'from $1,250/month',
    '$$100',
  ),
);
