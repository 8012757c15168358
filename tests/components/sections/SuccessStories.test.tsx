import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { SuccessStories } from '@/components/sections/SuccessStories.tsx';
import type { SectionProps } from '@/components/sections/types.ts';
import type { CaseStudySummary } from '@/model/route-data.ts';
import { renderWithSite } from '../../support/render.tsx';

const summit: CaseStudySummary = {
  id: 1,
  route: '/blog/1',
  title: 'How Brightpath Software Filled Every Seat at Its Product Summit',
  excerpt: 'A LinkedIn and email campaign brought more than 100 registrations in 9 weeks.',
  image: '/images/case-studies/product-summit.svg',
  picture: { src: '/images/case-studies/product-summit.svg', sources: [], width: 1200, height: 675 },
  imageAlt: 'A conference stage with a full audience',
  author: 'Sofia Lindqvist',
  date: '2025-03-18',
  readTime: { card: 5, article: 8 },
  keyResults: ['100+ registrations in 9 weeks'],
  tags: [],
  testimonial: {
    company: 'Brightpath Software',
    logoInitials: 'BS',
    text: 'We had nine weeks to fill a room for our first summit.',
    author: 'Emma Hartley',
    position: 'VP Marketing, Brightpath Software',
    rating: 5,
    results: ['100+ registrations in 9 weeks', '100% seats filled'],
  },
};

const leads: CaseStudySummary = {
  ...summit,
  id: 2,
  route: '/blog/2',
  title: 'How Northwind Logistics Gets 25 Qualified Leads Every Month',
  testimonial: {
    company: 'Northwind Logistics',
    logoInitials: 'NL',
    text: 'Now 25 qualified leads arrive every month.',
    author: 'Daniel Brooks',
    position: 'Head of Sales, Northwind Logistics',
    rating: 4,
    results: ['25 new leads monthly'],
  },
};

const stories: SectionProps<'SuccessStories'>['section'] = {
  type: 'SuccessStories',
  anchor: 'testimonials',
  heading: 'Client Success Stories',
  intro: 'Real campaigns, real numbers.',
  stories: [1, 2],
  caseStudies: [summit, leads],
  resultsPanel: {
    title: 'Campaign Results',
    results: [
      { value: '100+', label: 'Registrations in 9 weeks' },
      { value: '25%+', label: 'Connection rate' },
      { value: '40%', label: 'Reply rate' },
      { value: '100%', label: 'Seats filled' },
    ],
  },
};

test('the section is the #testimonials anchor, with its heading and intro', () => {
  const { container } = renderWithSite(<SuccessStories section={stories} />);
  const heading = screen.getByRole('heading', { level: 2, name: 'Client Success Stories' });
  expect(container.querySelector('#testimonials')).toContainElement(heading);
  expect(screen.getByText('Real campaigns, real numbers.')).toBeInTheDocument();
});

test('one testimonial card per case study, in order, headed by the company', () => {
  renderWithSite(<SuccessStories section={stories} />);
  const cards = screen.getAllByRole('article');
  expect(cards).toHaveLength(2);
  expect(within(cards[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Brightpath Software');
  expect(within(cards[1]!).getByRole('heading', { level: 3 })).toHaveTextContent('Northwind Logistics');
});

test('a card shows the rating in words, the quote, who said it and the results', () => {
  renderWithSite(<SuccessStories section={stories} />);
  const card = screen.getAllByRole('article')[0]!;
  expect(within(card).getByText('Rated 5 out of 5')).toBeInTheDocument();
  expect(
    within(card).getByText('We had nine weeks to fill a room for our first summit.').closest('blockquote'),
  ).not.toBeNull();
  expect(within(card).getByText('Emma Hartley')).toBeInTheDocument();
  expect(within(card).getByText('VP Marketing, Brightpath Software')).toBeInTheDocument();
  expect(
    within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['100+ registrations in 9 weeks', '100% seats filled']);
  expect(within(screen.getAllByRole('article')[1]!).getByText('Rated 4 out of 5')).toBeInTheDocument();
});

test('each card links to its case study, named after it', () => {
  renderWithSite(<SuccessStories section={stories} />);
  const link = screen.getByRole('link', {
    name: 'Read the case study: How Brightpath Software Filled Every Seat at Its Product Summit',
  });
  expect(link).toHaveAttribute('href', '/blog/1');
  expect(link).not.toHaveAttribute('target');
  expect(screen.getByRole('link', { name: /Read the case study: How Northwind/ })).toHaveAttribute('href', '/blog/2');
});

test('the results panel lists each figure with what it measures', () => {
  renderWithSite(<SuccessStories section={stories} />);
  const title = screen.getByRole('heading', { level: 3, name: 'Campaign Results' });
  const panel = title.parentElement!;
  expect(
    within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['100+ Registrations in 9 weeks', '25%+ Connection rate', '40% Reply rate', '100% Seats filled']);
});
