import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Hero } from '@/components/sections/Hero.tsx';
import type { SectionProps } from '@/components/sections/types.ts';
import { renderWithSite } from '../../support/render.tsx';
import { testSite } from '../../support/site-settings.ts';

const homeHero: SectionProps<'Hero'>['section'] = {
  type: 'Hero',
  badge: 'B2B Sales AI & Automation Experts',
  headline: 'Scale Your Sales Pipeline',
  highlight: 'Sales Pipeline',
  text: 'Professional AI-driven sales automation consulting for B2B companies.',
  buttons: [
    { label: 'Schedule a Consultation', href: 'booking' },
    { label: 'Join Community for Events', href: 'events' },
  ],
  decorated: true,
};

const plainHero: SectionProps<'Hero'>['section'] = {
  type: 'Hero',
  headline: 'Frequently Asked Questions',
  highlight: 'Questions',
  text: 'Everything you need to know about working with us.',
  buttons: [],
  decorated: false,
};

test('the headline is the page h1 and reads as one sentence, highlighted words included', () => {
  renderWithSite(<Hero section={homeHero} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Scale Your Sales Pipeline' })).toBeInTheDocument();
  expect(screen.getByText('Sales Pipeline')).toBeInTheDocument();
});

test('shows the badge and the text', () => {
  renderWithSite(<Hero section={homeHero} />);
  expect(screen.getByText('B2B Sales AI & Automation Experts')).toBeInTheDocument();
  expect(screen.getByText(/Professional AI-driven sales automation consulting/)).toBeInTheDocument();
});

test('Schedule a Consultation opens the booking calendar in a new tab', () => {
  renderWithSite(<Hero section={homeHero} />);
  const link = screen.getByRole('link', { name: /Schedule a Consultation/ });
  expect(link).toHaveAttribute('href', testSite.bookingUrl);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('Join Community for Events opens the events page in a new tab', () => {
  renderWithSite(<Hero section={homeHero} />);
  const link = screen.getByRole('link', { name: /Join Community for Events/ });
  expect(link).toHaveAttribute('href', testSite.eventsUrl);
  expect(link).toHaveAttribute('target', '_blank');
});

test('a decorated hero has rockets, 6 clouds and 8 floating icons, all hidden from assistive technology', () => {
  const { container } = renderWithSite(<Hero section={homeHero} />);
  const decorations = container.querySelector('[data-motion]');
  expect(decorations).toHaveAttribute('aria-hidden', 'true');
  expect(decorations?.querySelectorAll('[data-decoration="cloud"]')).toHaveLength(6);
  expect(decorations?.querySelectorAll('[data-decoration="icon"]')).toHaveLength(8);
  expect(decorations?.querySelectorAll('[data-decoration="rocket"]').length).toBeGreaterThanOrEqual(2);
});

test('every decoration animates endlessly, 15 to 22 seconds per cycle, and follows the page-wide pause setting', () => {
  const { container } = renderWithSite(<Hero section={homeHero} />);
  const items = container.querySelectorAll('[data-decoration]');
  const durations = new Set<number>();
  for (const item of items) {
    const style = getComputedStyle(item);
    // jsdom reports the animation shorthand only; its first time is the duration.
    const seconds = Number(/ (\d+(?:\.\d+)?)s /.exec(style.animation)?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(15);
    expect(seconds).toBeLessThanOrEqual(22);
    expect(style.animation).toMatch(/infinite/);
    expect(style.getPropertyValue('animation-play-state')).toBe('var(--motion-play-state, running)');
    durations.add(seconds);
  }
  expect(durations.size).toBeGreaterThan(4);
});

test('the decorations add nothing to what a screen reader hears', () => {
  const { container } = renderWithSite(<Hero section={homeHero} />);
  const decorations = container.querySelector<HTMLElement>('[data-motion]');
  expect(decorations).not.toBeNull();
  if (decorations) expect(within(decorations).queryAllByRole('img')).toHaveLength(0);
  expect(screen.getAllByRole('link')).toHaveLength(2);
});

test('a plain hero has its h1 and text but no decorations and no buttons', () => {
  const { container } = renderWithSite(<Hero section={plainHero} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
  expect(screen.getByText('Everything you need to know about working with us.')).toBeInTheDocument();
  expect(container.querySelector('[data-motion]')).toBeNull();
  expect(screen.queryByRole('link')).toBeNull();
});

test('a single button links where its href says, in the same tab for a page of the site', () => {
  renderWithSite(<Hero section={{ ...plainHero, buttons: [{ label: 'See pricing', href: '/pricing' }] }} />);
  const link = screen.getByRole('link', { name: 'See pricing' });
  expect(link).toHaveAttribute('href', '/pricing');
  expect(link).not.toHaveAttribute('target');
});
