import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { CaseStudySummary } from '@/model/route-data.ts';
import { CaseStudyCard } from '@/components/sections/CaseStudyCard.tsx';
import { renderWithSite } from '../../support/render.tsx';

const caseStudy: CaseStudySummary = {
  id: 1,
  route: '/blog/1',
  title: 'How Brightpath Filled Every Seat',
  excerpt: 'A LinkedIn and email campaign brought more than 100 registrations.',
  image: '/images/case-studies/product-summit.svg',
  picture: { src: '/images/case-studies/product-summit.svg', sources: [], width: 1200, height: 675 },
  imageAlt: 'A conference stage with a full audience',
  author: 'Sofia Lindqvist',
  date: '2025-03-18',
  readTime: { card: 5, article: 8 },
  keyResults: [
    '100+ registrations in 9 weeks',
    '25%+ connection rate',
    '40% reply rate',
    '100% seats filled',
    'A fifth result',
  ],
  tags: [],
  testimonial: {
    company: 'Brightpath Software',
    logoInitials: 'BS',
    text: 'The people who came were exactly the buyers we wanted to meet.',
    author: 'Emma Hartley',
    position: 'VP Marketing, Brightpath Software',
    rating: 5,
    results: [],
  },
};

function renderCard() {
  return renderWithSite(<CaseStudyCard caseStudy={caseStudy} readMoreLabel="Read Full Case Study" />);
}

test('the picture has its description, its size, and loads lazily', () => {
  renderCard();
  const image = screen.getByRole('img', { name: 'A conference stage with a full audience' });
  expect(image).toHaveAttribute('src', '/images/case-studies/product-summit.svg');
  expect(image).toHaveAttribute('width', '1200');
  expect(image).toHaveAttribute('height', '675');
  expect(image).toHaveAttribute('loading', 'lazy');
});

test('the byline shows author, a readable date with its machine date, and the card read time', () => {
  renderCard();
  expect(screen.getByText('Sofia Lindqvist')).toBeInTheDocument();
  const date = screen.getByText('18 March 2025');
  expect(date.tagName).toBe('TIME');
  expect(date).toHaveAttribute('dateTime', '2025-03-18');
  expect(screen.getByText('5 min read')).toBeInTheDocument();
  // Its words stay apart in the text that screen readers and site search read.
  expect(date.closest('p')?.textContent).toBe('Sofia Lindqvist 18 March 2025 5 min read');
});

test('the title is a level-3 heading linking to the case study, followed by the excerpt', () => {
  renderCard();
  const heading = screen.getByRole('heading', { level: 3, name: 'How Brightpath Filled Every Seat' });
  expect(within(heading).getByRole('link')).toHaveAttribute('href', '/blog/1');
  expect(screen.getByText(caseStudy.excerpt)).toBeInTheDocument();
});

test('the card shows at most four key results', () => {
  renderCard();
  const results = screen.getByRole('list', { name: 'Key results' });
  expect(
    within(results)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(caseStudy.keyResults.slice(0, 4));
  expect(screen.queryByText('A fifth result')).not.toBeInTheDocument();
});

test('the testimonial shows the quote, its author and position', () => {
  renderCard();
  const quote = screen.getByRole('figure');
  expect(within(quote).getByText(caseStudy.testimonial.text)).toBeInTheDocument();
  expect(within(quote).getByText('Emma Hartley')).toBeInTheDocument();
  expect(quote).toHaveTextContent('VP Marketing, Brightpath Software');
});

test('the read-more link shows its label and names the case study for screen readers', () => {
  renderCard();
  const link = screen.getByRole('link', { name: 'Read Full Case Study: How Brightpath Filled Every Seat' });
  expect(link).toHaveAttribute('href', '/blog/1');
  expect(link).not.toHaveAttribute('target');
  expect(within(link).getByText('Read Full Case Study')).toBeInTheDocument();
  // What only screen readers hear is no part of site search's excerpts.
  expect(within(link).getByText(': How Brightpath Filled Every Seat', { exact: false })).toHaveAttribute(
    'data-pagefind-ignore',
  );
});
