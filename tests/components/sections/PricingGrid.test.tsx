import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { PricingGrid } from '@/components/sections/PricingGrid.tsx';
import type { SectionProps } from '@/components/sections/types.ts';
import { renderWithSite } from '../../support/render.tsx';
import { testSite } from '../../support/site-settings.ts';

const section: SectionProps<'PricingGrid'>['section'] = {
  type: 'PricingGrid',
  heading: 'Plans',
  plans: [
    {
      name: 'Strategic Partner',
      price: 'from $2,450',
      period: '/month',
      description: 'Multi-channel outbound.',
      features: ['Up to 1000 contacts per month', 'Dedicated account manager'],
      popular: false,
      button: { label: 'Get Started', href: 'booking' },
    },
    {
      name: 'LinkedIn Campaign',
      price: 'from $1,250',
      period: '/month',
      description: 'Safe LinkedIn automation.',
      features: ['Up to 500 contacts per month'],
      popular: true,
      button: { label: 'Get Started', href: 'booking' },
    },
  ],
  enterprise: {
    heading: 'Need a Custom Enterprise Package?',
    text: 'We will design a programme around your targets.',
    button: { label: 'Schedule Consultation', href: 'booking' },
  },
};

function planCard(name: string): HTMLElement {
  const card = screen.getByRole('heading', { level: 3, name }).closest('li');
  if (!card) throw new Error(`No card for ${name}`);
  return card;
}

test('each plan shows its name, price, period, description and features', () => {
  renderWithSite(<PricingGrid section={section} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Plans' })).toBeInTheDocument();
  const plan = within(planCard('Strategic Partner'));
  expect(plan.getByText('from $2,450')).toBeInTheDocument();
  expect(plan.getByText('/month')).toBeInTheDocument();
  expect(plan.getByText('Multi-channel outbound.')).toBeInTheDocument();
  expect(plan.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Up to 1000 contacts per month',
    'Dedicated account manager',
  ]);
});

test('only the popular plan is marked Most Popular, in text screen readers can read', () => {
  renderWithSite(<PricingGrid section={section} />);
  expect(screen.getAllByText('Most Popular')).toHaveLength(1);
  expect(within(planCard('LinkedIn Campaign')).getByText('Most Popular')).toBeVisible();
  expect(within(planCard('Strategic Partner')).queryByText('Most Popular')).not.toBeInTheDocument();
});

test('every Get Started and the Schedule Consultation button open the booking calendar in a new tab', () => {
  renderWithSite(<PricingGrid section={section} />);
  const buttons = [
    ...screen.getAllByRole('link', { name: 'Get Started (opens in a new tab)' }),
    screen.getByRole('link', { name: 'Schedule Consultation (opens in a new tab)' }),
  ];
  expect(buttons).toHaveLength(3);
  for (const button of buttons) {
    expect(button).toHaveAttribute('href', testSite.bookingUrl);
    expect(button).toHaveAttribute('target', '_blank');
    expect(button).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('the enterprise prompt has a level-3 heading and its text', () => {
  renderWithSite(<PricingGrid section={section} />);
  expect(screen.getByRole('heading', { level: 3, name: 'Need a Custom Enterprise Package?' })).toBeInTheDocument();
  expect(screen.getByText('We will design a programme around your targets.')).toBeInTheDocument();
});

test('without an enterprise prompt only the plans are shown', () => {
  renderWithSite(<PricingGrid section={{ ...section, enterprise: undefined }} />);
  expect(screen.queryByRole('link', { name: /Schedule Consultation/ })).not.toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: /Get Started/ })).toHaveLength(2);
});
