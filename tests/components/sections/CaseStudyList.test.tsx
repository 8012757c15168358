import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { CaseStudyList } from '@/components/sections/CaseStudyList.tsx';
import type { SectionProps } from '@/components/sections/types.ts';
import { listingRoute, pagination } from '@/model/listing.ts';
import type { CaseStudySummary } from '@/model/route-data.ts';
import { renderWithSite } from '../../support/render.tsx';

function summary(id: number, title: string): CaseStudySummary {
  return {
    id,
    route: `/blog/${id}`,
    title,
    excerpt: `Excerpt of ${title}.`,
    image: `/images/case-studies/${id}.svg`,
    picture: { src: `/images/case-studies/${id}.svg`, sources: [], width: 1200, height: 675 },
    imageAlt: `Picture of ${title}`,
    author: 'Sofia Lindqvist',
    date: '2025-05-06',
    readTime: { card: 6, article: 10 },
    keyResults: ['25 new leads monthly'],
    tags: [],
    testimonial: {
      company: 'Northwind Logistics',
      logoInitials: 'NL',
      text: 'Leads arrive every month.',
      author: 'Daniel Brooks',
      position: 'Head of Sales',
      rating: 5,
      results: [],
    },
  };
}

const section: SectionProps<'CaseStudyList'>['section'] = {
  type: 'CaseStudyList',
  heading: 'Case studies',
  headingHidden: true,
  readMoreLabel: 'Read Full Case Study',
  pageSize: 9,
  tagsLabel: 'Stories by topic',
  allStoriesLabel: 'All stories',
  tags: [],
  caseStudies: [summary(1, 'Filling a Product Summit'), summary(2, 'Qualified Leads Every Month')],
};

test('the list is a region named by its heading, with one card per case study in order', () => {
  renderWithSite(<CaseStudyList section={section} />);
  expect(screen.getByRole('region', { name: 'Case studies' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'Filling a Product Summit',
    'Qualified Leads Every Month',
  ]);
});

test('each card links to its case study with the read-more label', () => {
  renderWithSite(<CaseStudyList section={{ ...section, readMoreLabel: 'Read the story' }} />);
  expect(screen.getByRole('link', { name: 'Read the story: Filling a Product Summit' })).toHaveAttribute(
    'href',
    '/blog/1',
  );
  expect(screen.getByRole('link', { name: 'Read the story: Qualified Leads Every Month' })).toHaveAttribute(
    'href',
    '/blog/2',
  );
});

test('the heading stays a level-2 heading whether shown or hidden', () => {
  const { unmount } = renderWithSite(<CaseStudyList section={section} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Case studies' })).toBeInTheDocument();
  unmount();
  renderWithSite(<CaseStudyList section={{ ...section, headingHidden: false }} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Case studies' })).toBeVisible();
});

test('the first card picture loads at once with high priority; the others wait until they are near', () => {
  renderWithSite(<CaseStudyList section={section} />);
  const [first, second] = screen.getAllByRole('img');
  expect(first).toHaveAttribute('loading', 'eager');
  expect(first).toHaveAttribute('fetchpriority', 'high');
  expect(second).toHaveAttribute('loading', 'lazy');
  expect(second).not.toHaveAttribute('fetchpriority');
});

test('on a page of a tag, the list is headed by the tag and its sentence, with the tag row and the pager', () => {
  const tags = [
    { id: 'events', label: 'Events', route: '/blog/tag/events' },
    { id: 'saas', label: 'SaaS', route: '/blog/tag/saas' },
  ];
  renderWithSite(
    <CaseStudyList
      section={{
        ...section,
        caseStudies: [{ ...summary(1, 'Filling a Product Summit'), tags: tags.slice(0, 1) }],
        tags,
        tag: { id: 'events', label: 'Events', sentence: 'Stories of filled events.' },
        pagination: pagination(2, 3, (number) => listingRoute({ number, tag: 'events' })),
      }}
    />,
  );
  expect(screen.getByRole('region', { name: 'Events' })).toBeInTheDocument();
  expect(screen.getByText('Stories of filled events.')).toBeInTheDocument();
  const row = screen.getByRole('list', { name: 'Stories by topic' });
  expect(within(row).getByRole('link', { name: 'SaaS' })).toHaveAttribute('href', '/blog/tag/saas');
  expect(within(row).getByText('Events')).toHaveAttribute('aria-current', 'page');
  // The way back to every story leads the row.
  expect(within(row).getAllByRole('listitem')[0]).toHaveTextContent('All stories');
  expect(within(row).getByRole('link', { name: 'All stories' })).toHaveAttribute('href', '/blog');
  const card = screen.getByRole('list', { name: 'Tags' });
  expect(within(card).getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/blog/tag/events');
  const pager = screen.getByRole('navigation', { name: 'Pages, page 2 of 3' });
  expect(within(pager).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/blog/tag/events');
  expect(within(pager).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/blog/tag/events/page/3');
});

test('on the whole list, the row of tags is led by "All stories", marked as this page', () => {
  const tags = [{ id: 'events', label: 'Events', route: '/blog/tag/events' }];
  renderWithSite(<CaseStudyList section={{ ...section, tags }} />);
  const row = screen.getByRole('list', { name: 'Stories by topic' });
  expect(within(row).getByText('All stories')).toHaveAttribute('aria-current', 'page');
  expect(within(row).queryByRole('link', { name: 'All stories' })).not.toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/blog/tag/events');
});

test('off the listing pages, the list has no tag row and no pager', () => {
  renderWithSite(<CaseStudyList section={section} />);
  expect(screen.queryByRole('list', { name: 'Stories by topic' })).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});
