import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { Header } from '@/components/layout/Header.tsx';
import { renderWithSite } from '../support/render.tsx';

/**
 * Pages of a pretend index: Pagefind's excerpt is HTML, the words searched for in `<mark>`, the
 * rest escaped. A page's parts start at its headings with an `id` (`anchor`), the first at its top.
 */
const pages = [
  {
    url: '/blog/1',
    title: 'How Brightpath Filled Its Summit',
    parts: [{ text: 'the venue booked, and nine weeks remained' }],
  },
  {
    url: '/services',
    title: 'Services',
    parts: [{ text: 'limits well below the thresholds &lt;b&gt;always&lt;/b&gt;' }],
  },
  {
    url: '/faq',
    title: 'Frequently Asked Questions',
    parts: [
      { text: 'answers about pricing' },
      {
        anchor: 'faq-pricing',
        heading: 'How much does it cost?',
        text: 'from $1,250 a month, pricing per seat or pricing per plan',
      },
      // The next section's heading, which has an id as every section heading does.
      { anchor: '_R_1be_', heading: 'Still have questions?', text: 'book a call about pricing' },
    ],
  },
  // Ten stories with one word, more than the panel shows at first.
  ...Array.from({ length: 10 }, (_, index) => ({
    url: `/blog/${index + 10}`,
    title: `Story ${index + 10}`,
    parts: [{ text: 'a fuller pipeline in a quarter' }],
  })),
];

const pagefind = vi.hoisted(() => ({ loads: 0, failing: false, resultsFailing: false }));

// The script the build writes beside the index (scripts/search/index-site.ts), faked with the part of its API the site uses.
vi.mock('/pagefind/pagefind.js', () => {
  pagefind.loads += 1;
  return {
    options: async () => undefined,
    debouncedSearch: async (term: string) => {
      if (pagefind.failing) throw new Error('index unavailable');
      const found = pages.filter((page) => page.parts.some((part) => part.text.includes(term)));
      const excerpt = (text: string) => text.replaceAll(term, `<mark>${term}</mark>`);
      return {
        results: found.map((page) => ({
          id: page.url,
          data: async () => {
            if (pagefind.resultsFailing) throw new Error('index chunk unavailable');
            return {
              url: page.url,
              meta: { title: page.title },
              excerpt: excerpt(page.parts.map((part) => part.text).join(' ')),
              sub_results: page.parts
                .filter((part) => part.text.includes(term))
                .map((part) => ({
                  url: part.anchor ? `${page.url}#${part.anchor}` : page.url,
                  title: part.heading ?? page.title,
                  excerpt: excerpt(part.text),
                  locations: part.text
                    .split(term)
                    .slice(1)
                    .map((_, index) => index),
                })),
            };
          },
        })),
      };
    },
  };
});

// A test that fails midway leaves the pretend index working for the next.
afterEach(() => {
  pagefind.failing = false;
  pagefind.resultsFailing = false;
});

function searchButton(): HTMLElement {
  return screen.getByRole('button', { name: 'Search' });
}

test('the search button discloses a labelled search field, focused, and Pagefind loads only then', async () => {
  const user = userEvent.setup();
  renderWithSite(<Header />);
  expect(searchButton()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('search')).not.toBeInTheDocument();
  expect(pagefind.loads).toBe(0);

  await user.click(searchButton());
  // The panel's module is imported on this first click: on a busy machine that takes longer than findByRole's 1 s.
  const field = await screen.findByRole('searchbox', { name: 'Search the site' }, { timeout: 10_000 });
  expect(field).toHaveFocus();
  expect(searchButton()).toHaveAttribute('aria-expanded', 'true');
  expect(searchButton()).toHaveAttribute('aria-controls', screen.getByRole('search').id);

  await user.type(field, 'venue');
  await screen.findByText('1 result for “venue”.');
  expect(pagefind.loads).toBe(1);
});

test('results are a list of links to the pages, with the matching words marked and the excerpt shown as text', async () => {
  const user = userEvent.setup();
  renderWithSite(<Header />);
  await user.click(searchButton());
  await user.type(await screen.findByRole('searchbox', { name: 'Search the site' }), 'thresholds');

  expect(await screen.findByRole('status')).toHaveTextContent('1 result for “thresholds”.');
  const [result] = within(within(screen.getByRole('search')).getByRole('list')).getAllByRole('listitem');
  expect(within(result as HTMLElement).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
  expect(result?.querySelector('mark')).toHaveTextContent('thresholds');
  expect(result).toHaveTextContent('limits well below the thresholds <b>always</b>');
  expect(result?.querySelector('b')).toBeNull();
});

test('where an FAQ answer holds the most of the words, the result is its question, leading to it; else the page', async () => {
  const user = userEvent.setup();
  renderWithSite(<Header />);
  await user.click(searchButton());
  const field = await screen.findByRole('searchbox', { name: 'Search the site' });
  await user.type(field, 'pricing');
  const question = await screen.findByRole('link', { name: 'How much does it cost?' });
  expect(question).toHaveAttribute('href', '/faq#faq-pricing');
  expect(question.closest('li')?.querySelectorAll('mark')).toHaveLength(2);
  expect(question.closest('li')).toHaveTextContent('from $1,250 a month, pricing per seat or pricing per plan');

  // Found only below a heading that names no question: the page, under its title.
  await user.clear(field);
  await user.type(field, 'call');
  expect(await screen.findByRole('link', { name: 'Frequently Asked Questions' })).toHaveAttribute('href', '/faq');
});

test('results come eight at a time: "Show more" adds the rest and moves focus to the first it added', async () => {
  const user = userEvent.setup();
  renderWithSite(<Header />);
  await user.click(searchButton());
  await user.type(await screen.findByRole('searchbox', { name: 'Search the site' }), 'pipeline');
  expect(await screen.findByText('10 results for “pipeline”, the first 8 shown.')).toHaveAttribute('role', 'status');
  const results = () => within(within(screen.getByRole('search')).getByRole('list')).getAllByRole('link');
  expect(results()).toHaveLength(8);

  await user.click(screen.getByRole('button', { name: 'Show 2 more results' }));
  expect(await screen.findByText('10 results for “pipeline”.')).toBeInTheDocument();
  expect(results().map((link) => link.textContent)).toEqual(
    Array.from({ length: 10 }, (_, index) => `Story ${index + 10}`),
  );
  expect(results()[8]).toHaveFocus();
  expect(screen.queryByRole('button', { name: /more result/ })).not.toBeInTheDocument();
});

test('when the next results cannot load, those shown stay, the status says so, and the button tries again', async () => {
  const user = userEvent.setup();
  renderWithSite(<Header />);
  await user.click(searchButton());
  await user.type(await screen.findByRole('searchbox', { name: 'Search the site' }), 'pipeline');
  await screen.findByText('10 results for “pipeline”, the first 8 shown.');
  pagefind.resultsFailing = true;
  await user.click(screen.getByRole('button', { name: 'Show 2 more results' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    '10 results for “pipeline”, the first 8 shown. More could not be loaded right now; please try again.',
  );
  const links = () => within(within(screen.getByRole('search')).getByRole('list')).getAllByRole('link');
  expect(links()).toHaveLength(8);
  pagefind.resultsFailing = false;
  await user.click(screen.getByRole('button', { name: 'Show 2 more results' }));
  expect(await screen.findByText('10 results for “pipeline”.')).toBeInTheDocument();
  expect(links()).toHaveLength(10);
});

test('a word found nowhere, and an index that cannot load, are said in the status', async () => {
  const user = userEvent.setup();
  renderWithSite(<Header />);
  await user.click(searchButton());
  const field = await screen.findByRole('searchbox', { name: 'Search the site' });
  await user.type(field, 'zebra');
  expect(await screen.findByText('No results for “zebra”.')).toHaveAttribute('role', 'status');
  expect(within(screen.getByRole('search')).queryByRole('list')).not.toBeInTheDocument();

  pagefind.failing = true;
  await user.clear(field);
  await user.type(field, 'venue');
  expect(await screen.findByRole('status')).toHaveTextContent('Search is not available right now.');
  pagefind.failing = false;
});

test('Escape closes the panel and focus goes back to the search button', async () => {
  const user = userEvent.setup();
  renderWithSite(<Header />);
  await user.click(searchButton());
  await user.type(await screen.findByRole('searchbox', { name: 'Search the site' }), 'venue');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('search')).not.toBeInTheDocument();
  expect(searchButton()).toHaveAttribute('aria-expanded', 'false');
  expect(searchButton()).toHaveFocus();
});

test('moving on closes the panel where focus went: Tab past the last result, or a click elsewhere', async () => {
  const user = userEvent.setup();
  renderWithSite(<Header />);
  await user.click(searchButton());
  await user.type(await screen.findByRole('searchbox', { name: 'Search the site' }), 'venue');
  const result = await screen.findByRole('link', { name: /How Brightpath Filled Its Summit/ });
  result.focus();
  await user.tab();
  expect(screen.queryByRole('search')).not.toBeInTheDocument();
  expect(searchButton()).toHaveAttribute('aria-expanded', 'false');
  expect(searchButton()).not.toHaveFocus();

  await user.click(searchButton());
  await screen.findByRole('searchbox', { name: 'Search the site' }, { timeout: 10_000 });
  await user.click(document.body);
  expect(screen.queryByRole('search')).not.toBeInTheDocument();
});

test('search and the mobile menu are never open together: opening one closes the other', async () => {
  const user = userEvent.setup();
  renderWithSite(<Header />);
  const menuButton = screen.getByRole('button', { name: 'Menu' });
  await user.click(menuButton);
  expect(menuButton).toHaveAttribute('aria-expanded', 'true');

  await user.click(searchButton());
  await screen.findByRole('searchbox', { name: 'Search the site' }, { timeout: 10_000 });
  expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

  await user.click(menuButton);
  expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  expect(screen.queryByRole('search')).not.toBeInTheDocument();
  expect(searchButton()).toHaveAttribute('aria-expanded', 'false');
});
