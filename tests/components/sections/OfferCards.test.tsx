import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { OfferCards } from '@/components/sections/OfferCards.tsx';
import type { SectionProps } from '@/components/sections/types.ts';
import { renderWithSite } from '../../support/render.tsx';
import { testSite } from '../../support/site-settings.ts';

const section: SectionProps<'OfferCards'>['section'] = {
  type: 'OfferCards',
  heading: 'Choose Your Growth Engine',
  intro: 'Every offer includes ICP research.',
  offers: [
    {
      title: 'Email Campaign',
      price: 'from $1,450',
      period: '/month',
      description: 'Personalised cold email at scale.',
      features: ['6000 emails monthly capacity', 'Domain warming'],
      benefits: ['95%+ inbox placement'],
      button: { label: 'Get Started', href: 'booking' },
    },
    {
      title: 'Meeting Booking Add-on',
      price: '+$200',
      period: 'per booked meeting',
      description: 'Pay only for results.',
      features: ['Qualified meetings only'],
      benefits: ['80%+ meeting show-up rate', 'Costs that follow results'],
      button: { label: 'Get Started', href: 'booking' },
    },
  ],
};

test('the section has its heading and intro', () => {
  renderWithSite(<OfferCards section={section} />);
  expect(screen.getByRole('region', { name: 'Choose Your Growth Engine' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Choose Your Growth Engine' })).toBeInTheDocument();
  expect(screen.getByText('Every offer includes ICP research.')).toBeInTheDocument();
});

test('each offer shows its title, price and period, description, included features and benefits', () => {
  renderWithSite(<OfferCards section={section} />);
  const card = screen.getByRole('heading', { level: 3, name: 'Meeting Booking Add-on' }).closest('li');
  expect(card).not.toBeNull();
  const offer = within(card as HTMLElement);
  expect(offer.getByText('+$200')).toBeInTheDocument();
  expect(offer.getByText('per booked meeting')).toBeInTheDocument();
  expect(offer.getByText('Pay only for results.')).toBeInTheDocument();
  expect(offer.getByRole('heading', { level: 4, name: "What's Included" })).toBeInTheDocument();
  expect(offer.getByRole('heading', { level: 4, name: 'Key Benefits' })).toBeInTheDocument();
  const [included, benefits] = offer.getAllByRole('list');
  expect(
    within(included as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Qualified meetings only']);
  expect(
    within(benefits as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['80%+ meeting show-up rate', 'Costs that follow results']);
});

test('every card has both list headings', () => {
  renderWithSite(<OfferCards section={section} />);
  expect(screen.getAllByRole('heading', { level: 4, name: "What's Included" })).toHaveLength(2);
  expect(screen.getAllByRole('heading', { level: 4, name: 'Key Benefits' })).toHaveLength(2);
});

test('every Get Started button opens the booking calendar in a new tab', () => {
  renderWithSite(<OfferCards section={section} />);
  const buttons = screen.getAllByRole('link', { name: 'Get Started (opens in a new tab)' });
  expect(buttons).toHaveLength(2);
  for (const button of buttons) {
    expect(button).toHaveAttribute('href', testSite.bookingUrl);
    expect(button).toHaveAttribute('target', '_blank');
    expect(button).toHaveAttribute('rel', 'noopener noreferrer');
  }
});
