import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { Header } from '@/components/layout/Header.tsx';
import { renderWithSite } from '../support/render.tsx';

/** Pages of a pretend index: Pagefind's excerpt is HTML, the words searched for in `<mark>`, the rest escaped. */
const pages = [
  { url: '/blog/1', title: 'How Brightpath Filled Its Summit', text: 'the venue booked, and nine weeks remained' },
  {
    url: '/faq',
    title: 'Frequently Asked Questions',
    text: 'limits well below the thresholds &lt;b&gt;always&lt;/b&gt;',
  },
];

const pagefind = vi.hoisted(() => ({ loads: 0, failing: false }));

// The script the build writes beside the index (scripts/search/index-site.ts), faked with the part of its API the site uses.
vi.mock('/pagefind/pagefind.js', () => {
  pagefind.loads += 1;
  return {
    options: async () => undefined,
    debouncedSearch: async (term: string) => {
      if (pagefind.failing) throw new Error('index unavailable');
      const found = pages.filter((page) => page.text.includes(term));
      return {
        results: found.map((page) => ({
          id: page.url,
          data: async () => ({
            url: page.url,
            meta: { title: page.title },
            excerpt: page.text.replace(term, `<mark>${term}</mark>`),
          }),
        })),
      };
    },
  };
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
  expect(within(result as HTMLElement).getByRole('link', { name: 'Frequently Asked Questions' })).toHaveAttribute(
    'href',
    '/faq',
  );
  expect(result?.querySelector('mark')).toHaveTextContent('thresholds');
  expect(result).toHaveTextContent('limits well below the thresholds <b>always</b>');
  expect(result?.querySelector('b')).toBeNull();
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
