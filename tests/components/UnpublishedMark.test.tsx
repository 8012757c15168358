import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { UnpublishedMark } from '@/components/UnpublishedMark.tsx';
import { FaqAccordion } from '@/components/sections/FaqAccordion.tsx';
import type { SectionProps } from '@/components/sections/types.ts';
import { renderWithSite } from '../support/render.tsx';

test('a draft page or case study carries a note saying it is a draft and not on the built site', () => {
  renderWithSite(<UnpublishedMark unpublished={{ reason: 'draft' }} />);
  expect(screen.getByRole('note', { name: 'Not published' })).toHaveTextContent(
    'Draft: this is not on the built site until "draft: true" is removed.',
  );
});

test('a scheduled one names its day as readers write it', () => {
  renderWithSite(<UnpublishedMark unpublished={{ reason: 'scheduled', day: '2026-12-03' }} />);
  expect(screen.getByRole('note', { name: 'Not published' })).toHaveTextContent(
    'Scheduled for 3 December 2026: this is not on the built site before that day.',
  );
});

test('a published entry has no mark', () => {
  const { container } = renderWithSite(<UnpublishedMark />);
  expect(container).toBeEmptyDOMElement();
});

const faq: SectionProps<'FaqAccordion'>['section'] = {
  type: 'FaqAccordion',
  heading: 'Questions',
  headingHidden: false,
  items: [
    { id: 'one', question: 'Published?', Answer: () => <p>Yes.</p> },
    { id: 'two', question: 'Held back?', Answer: () => <p>Not yet.</p>, unpublished: { reason: 'draft' } },
  ],
};

test('an FAQ entry that is a draft says so in its question button', () => {
  renderWithSite(<FaqAccordion section={faq} />);
  expect(screen.getByRole('button', { name: 'Published?' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Held back? Draft' })).toBeInTheDocument();
});
