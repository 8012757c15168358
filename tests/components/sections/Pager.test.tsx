import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Pager } from '@/components/sections/Pager.tsx';
import { TagList } from '@/components/sections/TagList.tsx';
import { listingRoute, pagination } from '@/model/listing.ts';
import { renderWithSite } from '../../support/render.tsx';

const routeOf = (number: number) => listingRoute({ number });

test('the pager links the previous, the next and the numbered pages, and marks the current one', () => {
  renderWithSite(<Pager pagination={pagination(5, 12, routeOf)} />, { path: '/blog/page/5' });
  const pager = screen.getByRole('navigation', { name: 'Pages, page 5 of 12' });
  expect(within(pager).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/blog/page/4');
  expect(within(pager).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/blog/page/6');
  expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blog');
  expect(within(pager).getByRole('link', { name: 'Page 12' })).toHaveAttribute('href', '/blog/page/12');
  expect(within(pager).queryByRole('link', { name: 'Page 5' })).not.toBeInTheDocument();
  expect(within(pager).getByText('Page 5').closest('[aria-current="page"]')).not.toBeNull();
});

test('the first page has no previous link and the last no next link', () => {
  const { unmount } = renderWithSite(<Pager pagination={pagination(1, 3, routeOf)} />);
  expect(screen.queryByRole('link', { name: /Previous/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/blog/page/2');
  unmount();
  renderWithSite(<Pager pagination={pagination(3, 3, routeOf)} />);
  expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/blog/page/2');
  expect(screen.queryByRole('link', { name: /Next/ })).not.toBeInTheDocument();
});

test('a list of one page has no pager', () => {
  renderWithSite(<Pager pagination={pagination(1, 1, routeOf)} />);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

test('the tag row links each tag to its pages, and names the current tag without a link', () => {
  const tags = [
    { id: 'events', label: 'Events', route: '/blog/tag/events' },
    { id: 'saas', label: 'SaaS', route: '/blog/tag/saas' },
  ];
  renderWithSite(<TagList tags={tags} label="Stories by topic" current="saas" />);
  const row = screen.getByRole('list', { name: 'Stories by topic' });
  expect(within(row).getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/blog/tag/events');
  expect(within(row).queryByRole('link', { name: 'SaaS' })).not.toBeInTheDocument();
  expect(within(row).getByText('SaaS')).toHaveAttribute('aria-current', 'page');
});

test('a tag without pages is shown as its name alone, and no tags show no row', () => {
  const { unmount } = renderWithSite(<TagList tags={[{ id: 'events', label: 'Events' }]} label="Tags" />);
  expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('Events');
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  unmount();
  renderWithSite(<TagList tags={[]} label="Tags" />);
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});
