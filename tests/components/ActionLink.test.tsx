import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { ActionLink } from '@/components/ActionLink.tsx';
import { renderWithSite } from '../support/render.tsx';
import { testSite } from '../support/site-settings.ts';

test('booking opens the calendar from the site settings in a new tab, and says so', () => {
  renderWithSite(<ActionLink href="booking">Book a call</ActionLink>);
  const link = screen.getByRole('link', { name: 'Book a call (opens in a new tab)' });
  expect(link).toHaveAttribute('href', testSite.bookingUrl);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('an internal path is an in-app link in the same tab', () => {
  renderWithSite(<ActionLink href="/services">Services</ActionLink>);
  const link = screen.getByRole('link', { name: 'Services' });
  expect(link).toHaveAttribute('href', '/services');
  expect(link).not.toHaveAttribute('target');
});

test('mailto and tel links stay in the same tab', () => {
  renderWithSite(<ActionLink href="mailto:hello@example.com">hello@example.com</ActionLink>);
  expect(screen.getByRole('link', { name: 'hello@example.com' })).not.toHaveAttribute('target');
});
