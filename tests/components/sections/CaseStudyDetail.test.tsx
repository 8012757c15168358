import { screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { expect, test } from 'vitest';
import { CaseStudyDetail } from '@/components/sections/CaseStudyDetail.tsx';
import { theme } from '@/styles/theme.ts';
import { renderWithSite } from '../../support/render.tsx';
import { testSite } from '../../support/site-settings.ts';

const caseStudy: ComponentProps<typeof CaseStudyDetail>['caseStudy'] = {
  id: 2,
  route: '/blog/2',
  title: '25 Qualified Leads a Month for Northwind',
  excerpt: 'Multi-channel outbound replaced an unpredictable pipeline.',
  image: '/images/case-studies/qualified-leads.svg',
  picture: { src: '/images/case-studies/qualified-leads.svg', sources: [], width: 1200, height: 675 },
  imageAlt: 'A sales funnel turning contacts into leads',
  author: 'Marcus Okafor',
  date: '2025-05-06',
  readTime: { card: 6, article: 10 },
  keywords: ['lead generation'],
  tags: ['logistics'],
  keyResults: ['25 new leads monthly'],
  testimonial: {
    company: 'Northwind Logistics',
    logoInitials: 'NL',
    text: 'Now 25 qualified leads arrive every month.',
    author: 'Daniel Brooks',
    position: 'Head of Sales, Northwind Logistics',
    rating: 5,
    results: [],
  },
  challenge: { title: 'A Pipeline That Depended on Luck', content: 'Growth came from referrals.' },
  solution: {
    title: 'A Strategic Partnership',
    content: 'We became the outbound team.',
    points: ['New sending domains', 'Ideal customer profiles'],
  },
  results: {
    title: 'A Predictable Pipeline',
    stats: [
      { number: '25', label: 'Leads monthly', color: 'blue' },
      { number: '300%', label: 'Lead quality improvement', color: 'green' },
      { number: '40%', label: 'Reply rate', color: 'purple' },
      { number: '25%+', label: 'Connection rate', color: 'orange' },
    ],
  },
};

function Intro() {
  return <p>Northwind moves temperature-controlled freight.</p>;
}

const tags = [{ id: 'logistics', label: 'Logistics', route: '/blog/tag/logistics' }];

const related: ComponentProps<typeof CaseStudyDetail>['related'] = [
  {
    ...caseStudy,
    id: 1,
    route: '/blog/1',
    title: 'A Full Product Summit',
    tags,
  },
];

function renderDetail(relatedStories: typeof related = []) {
  return renderWithSite(<CaseStudyDetail caseStudy={caseStudy} tags={tags} related={relatedStories} Intro={Intro} />, {
    path: '/blog/2',
  });
}

test('the case study links its tags to their pages', () => {
  renderDetail();
  expect(screen.getByRole('link', { name: 'Logistics' })).toHaveAttribute('href', '/blog/tag/logistics');
});

test('related stories end the case study, each linking to its story', () => {
  renderDetail(related);
  const region = screen.getByRole('region', { name: 'Related stories' });
  expect(region).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Read the story: A Full Product Summit' })).toHaveAttribute(
    'href',
    '/blog/1',
  );
});

test('no related stories are shown when no story shares a tag', () => {
  renderDetail();
  expect(screen.queryByRole('region', { name: 'Related stories' })).not.toBeInTheDocument();
});

test('the article has one h1, the byline with a readable date and the article read time', () => {
  renderDetail();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: caseStudy.title })).toBeInTheDocument();
  expect(screen.getByText('Marcus Okafor')).toBeInTheDocument();
  expect(screen.getByText('6 May 2025')).toHaveAttribute('dateTime', '2025-05-06');
  expect(screen.getByText('10 min read')).toBeInTheDocument();
});

test('the hero picture loads eagerly with its size and description', () => {
  renderDetail();
  const image = screen.getByRole('img', { name: 'A sales funnel turning contacts into leads' });
  expect(image).toHaveAttribute('loading', 'eager');
  expect(image).toHaveAttribute('width', '1200');
  expect(image).toHaveAttribute('height', '675');
});

test('a link leads back to the blog', () => {
  renderDetail();
  expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
});

test('the intro, challenge and solution with its bullet points are shown', () => {
  renderDetail();
  expect(screen.getByText('Northwind moves temperature-controlled freight.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'A Pipeline That Depended on Luck' })).toBeInTheDocument();
  expect(screen.getByText('Growth came from referrals.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'A Strategic Partnership' })).toBeInTheDocument();
  const points = screen.getByText('New sending domains').closest('ul');
  expect(
    within(points as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(caseStudy.solution.points);
});

test('the results show four figures, each in its accent colour', () => {
  renderDetail();
  expect(screen.getByRole('heading', { level: 2, name: 'A Predictable Pipeline' })).toBeInTheDocument();
  const figures = screen.getAllByRole('definition');
  expect(figures.map((figure) => figure.textContent)).toEqual(['25', '300%', '40%', '25%+']);
  expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(
    caseStudy.results.stats.map((stat) => stat.label),
  );
  expect(screen.getByText('300%')).toHaveStyle({ color: theme.colors.stat.green });
  expect(screen.getByText('25%+')).toHaveStyle({ color: theme.colors.stat.orange });
});

test('the client testimonial shows the quote, author, position and rating', () => {
  renderDetail();
  const testimonial = screen.getByRole('figure');
  expect(
    within(testimonial).getByText('Now 25 qualified leads arrive every month.').closest('blockquote'),
  ).not.toBeNull();
  expect(within(testimonial).getByText('Daniel Brooks')).toBeInTheDocument();
  expect(within(testimonial).getByText('Head of Sales, Northwind Logistics')).toBeInTheDocument();
  expect(within(testimonial).getByText('Rated 5 out of 5')).toBeInTheDocument();
});

test('the consultation button opens the booking calendar in a new tab', () => {
  renderDetail();
  const button = screen.getByRole('link', { name: 'Book a Consultation (opens in a new tab)' });
  expect(button).toHaveAttribute('href', testSite.bookingUrl);
  expect(button).toHaveAttribute('target', '_blank');
  expect(button).toHaveAttribute('rel', 'noopener noreferrer');
});
