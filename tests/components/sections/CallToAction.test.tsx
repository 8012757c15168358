import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { CallToAction } from '@/components/sections/CallToAction.tsx';
import type { SectionProps } from '@/components/sections/types.ts';
import { renderWithSite } from '../../support/render.tsx';
import { testSite } from '../../support/site-settings.ts';

const cta: SectionProps<'CallToAction'>['section'] = {
  type: 'CallToAction',
  heading: 'Ready to Scale Your Sales?',
  text: 'Book a free 30-minute consultation.',
  button: { label: 'Book a Consultation', href: 'booking' },
};

test('shows the heading and text', () => {
  renderWithSite(<CallToAction section={cta} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Ready to Scale Your Sales?' })).toBeInTheDocument();
  expect(screen.getByText('Book a free 30-minute consultation.')).toBeInTheDocument();
});

test('Book a Consultation opens the booking calendar in a new tab', () => {
  renderWithSite(<CallToAction section={cta} />);
  const link = screen.getByRole('link', { name: /Book a Consultation/ });
  expect(link).toHaveAttribute('href', testSite.bookingUrl);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('shows the note under the button when there is one', () => {
  renderWithSite(<CallToAction section={{ ...cta, note: 'LinkedIn Campaign plans start from $1,250/month.' }} />);
  expect(screen.getByText('LinkedIn Campaign plans start from $1,250/month.')).toBeInTheDocument();
});

test('without text or note, only the heading and the button show', () => {
  const { container } = renderWithSite(<CallToAction section={{ ...cta, text: undefined }} />);
  expect(container.querySelectorAll('p')).toHaveLength(0);
  expect(screen.getByRole('link', { name: /Book a Consultation/ })).toBeInTheDocument();
});
