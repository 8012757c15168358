import { expect, test } from 'vitest';
import { inspectBody } from '../../../scripts/content/mdx-body.ts';

const plainText = (body: string) => inspectBody(body, 'content/faq/example.mdx').facts.plainText;

test('a link, emphasis or inline code joins the words around it as a reader sees them', () => {
  expect(plainText('See [pricing](/pricing). Plans are **monthly**, _no_ `setup` fees.\n')).toBe(
    'See pricing. Plans are monthly, no setup fees.',
  );
});

test('paragraphs, list items, headings and line breaks are set apart by one space', () => {
  expect(plainText('## Short answer\n\nYes.\nIt works.\n\n- One\n- Two\n\nLast line  \nafter a break.\n')).toBe(
    'Short answer Yes. It works. One Two Last line after a break.',
  );
});

test('a component keeps its label in the text, a code block is left out', () => {
  expect(plainText('Book <Button href="booking">a call</Button> now.\n\n```\nnpm start\n```\n')).toBe(
    'Book a call now.',
  );
});
