import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { WhyChoose } from '@/components/sections/WhyChoose.tsx';
import type { SectionProps } from '@/components/sections/types.ts';
import { renderWithSite } from '../../support/render.tsx';

const section: SectionProps<'WhyChoose'>['section'] = {
  type: 'WhyChoose',
  heading: 'Why Choose TestBrand',
  intro: 'Automation without the risks.',
  items: [
    { icon: 'shield-check', title: 'Account Safety Guarantee', description: 'Sending limits protect your domains.' },
    { icon: 'chart', title: 'Advanced Analytics', description: 'Live dashboards show what works.' },
    { icon: 'activity', title: '24/7 Monitoring', description: 'We watch deliverability around the clock.' },
  ],
};

test('the section has its heading and intro', () => {
  renderWithSite(<WhyChoose section={section} />);
  expect(screen.getByRole('region', { name: 'Why Choose TestBrand' })).toBeInTheDocument();
  expect(screen.getByText('Automation without the risks.')).toBeInTheDocument();
});

test('each reason has a level-3 title and its description', () => {
  renderWithSite(<WhyChoose section={section} />);
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'Account Safety Guarantee',
    'Advanced Analytics',
    '24/7 Monitoring',
  ]);
  expect(screen.getByText('We watch deliverability around the clock.')).toBeInTheDocument();
});

test('the icons are hidden from screen readers', () => {
  const { container } = renderWithSite(<WhyChoose section={section} />);
  const icons = container.querySelectorAll('svg');
  expect(icons).toHaveLength(3);
  for (const icon of icons) expect(icon).toHaveAttribute('aria-hidden', 'true');
});
