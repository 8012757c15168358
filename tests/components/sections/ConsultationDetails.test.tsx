import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { ConsultationDetails } from '@/components/sections/ConsultationDetails.tsx';
import type { SectionProps } from '@/components/sections/types.ts';
import { renderWithSite } from '../../support/render.tsx';
import { testSite } from '../../support/site-settings.ts';

const section: SectionProps<'ConsultationDetails'>['section'] = {
  type: 'ConsultationDetails',
  benefitsHeading: "What You'll Get",
  benefits: ['A review of your pipeline', 'A custom proposal after the call'],
  durationMinutes: 30,
  stepsHeading: 'How It Works',
  steps: [
    { title: 'Book Your Call', description: 'Pick a time that suits you.' },
    { title: 'Strategy Discussion', description: 'We talk through your goals.' },
    { title: 'Custom Proposal', description: 'You receive a proposal.' },
  ],
  button: { label: 'Book Your Free Consultation', href: 'booking' },
  availability: 'Available Monday - Friday, 9 AM - 6 PM CET',
};

test("What You'll Get lists the benefits and shows the duration in minutes", () => {
  renderWithSite(<ConsultationDetails section={section} />);
  const benefits = screen.getByRole('region', { name: "What You'll Get" });
  expect(within(benefits).getByRole('heading', { level: 2, name: "What You'll Get" })).toBeInTheDocument();
  expect(
    within(benefits)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(section.benefits);
  expect(screen.getByText('30 minutes')).toBeInTheDocument();
});

test('How It Works shows the steps in order with level-3 titles', () => {
  renderWithSite(<ConsultationDetails section={section} />);
  const steps = screen.getByRole('region', { name: 'How It Works' });
  const list = within(steps).getByRole('list');
  expect(list.tagName).toBe('OL');
  expect(
    within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Book Your Call', 'Strategy Discussion', 'Custom Proposal']);
  expect(within(steps).getByText('Pick a time that suits you.')).toBeInTheDocument();
});

test('the booking button opens the calendar in a new tab, with the availability note', () => {
  renderWithSite(<ConsultationDetails section={section} />);
  const button = screen.getByRole('link', { name: 'Book Your Free Consultation (opens in a new tab)' });
  expect(button).toHaveAttribute('href', testSite.bookingUrl);
  expect(button).toHaveAttribute('target', '_blank');
  expect(button).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByText('Available Monday - Friday, 9 AM - 6 PM CET')).toBeInTheDocument();
});
