import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { ServicesGrid } from '@/components/sections/ServicesGrid.tsx';
import type { SectionProps } from '@/components/sections/types.ts';
import { renderWithSite } from '../../support/render.tsx';

const services: SectionProps<'ServicesGrid'>['section'] = {
  type: 'ServicesGrid',
  anchor: 'services',
  heading: 'AI-Powered Services',
  intro: 'Pick one channel or combine them.',
  services: [
    {
      icon: 'handshake',
      title: 'Strategic Partner',
      description: 'A multi-channel outbound programme.',
      price: 'from $2,450/month',
      features: ['Up to 1000 contacts per month', 'Dedicated account manager'],
    },
    {
      icon: 'mail',
      title: 'Email Campaign',
      description: 'Personalised cold email sequences.',
      price: 'from $1,450/month',
      features: ['6000 emails monthly capacity'],
    },
    {
      icon: 'user-plus',
      title: 'LinkedIn Campaign',
      description: 'Safe, automated LinkedIn outreach.',
      price: 'from $1,250/month',
      features: ['Account safety guaranteed'],
    },
    {
      icon: 'calendar-check',
      title: 'Meeting Booking',
      description: 'Pay for results.',
      price: '+$200 per booked meeting',
      features: ['Qualified meetings only'],
    },
  ],
  link: { label: 'Compare all services in detail', href: '/services' },
};

test('the section is the #services anchor, with its heading and intro', () => {
  const { container } = renderWithSite(<ServicesGrid section={services} />);
  const heading = screen.getByRole('heading', { level: 2, name: 'AI-Powered Services' });
  expect(container.querySelector('#services')).toContainElement(heading);
  expect(screen.getByText('Pick one channel or combine them.')).toBeInTheDocument();
});

test('one card per service, headed by its title, with its price', () => {
  renderWithSite(<ServicesGrid section={services} />);
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'Strategic Partner',
    'Email Campaign',
    'LinkedIn Campaign',
    'Meeting Booking',
  ]);
  for (const price of ['from $2,450/month', 'from $1,450/month', 'from $1,250/month', '+$200 per booked meeting']) {
    expect(screen.getByText(price)).toBeInTheDocument();
  }
});

test('a card lists its description and features', () => {
  renderWithSite(<ServicesGrid section={services} />);
  const card = screen.getByRole('heading', { level: 3, name: 'Strategic Partner' }).closest('li')!;
  expect(within(card).getByText('A multi-channel outbound programme.')).toBeInTheDocument();
  expect(
    within(within(card).getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Up to 1000 contacts per month', 'Dedicated account manager']);
});

test('the link under the grid goes to the services page', () => {
  renderWithSite(<ServicesGrid section={services} />);
  expect(screen.getByRole('link', { name: 'Compare all services in detail' })).toHaveAttribute('href', '/services');
});

test('without a link there is none', () => {
  renderWithSite(<ServicesGrid section={{ ...services, link: undefined }} />);
  expect(screen.queryByRole('link')).toBeNull();
});
