import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { ProcessSteps } from '@/components/sections/ProcessSteps.tsx';
import type { SectionProps } from '@/components/sections/types.ts';
import { renderWithSite } from '../../support/render.tsx';

const process: SectionProps<'ProcessSteps'>['section'] = {
  type: 'ProcessSteps',
  heading: 'Our Proven Process',
  intro: 'Results in 2-3 weeks, not quarters.',
  steps: [
    { title: 'ICP Research', description: 'We define your ideal customer profile.' },
    { title: 'Strategy Design', description: 'We design the channels, messages and sequences.' },
    { title: 'Campaign Launch', description: 'We warm up domains and accounts, then launch.' },
    { title: 'Optimization', description: 'We test and double down on what books meetings.' },
  ],
};

test('shows the heading and intro', () => {
  renderWithSite(<ProcessSteps section={process} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Our Proven Process' })).toBeInTheDocument();
  expect(screen.getByText('Results in 2-3 weeks, not quarters.')).toBeInTheDocument();
});

test('the steps are an ordered list, numbered from their order, with level-3 titles', () => {
  renderWithSite(<ProcessSteps section={process} />);
  const list = screen.getByRole('list');
  expect(list.tagName).toBe('OL');
  const steps = within(list).getAllByRole('listitem');
  expect(steps).toHaveLength(4);
  process.steps.forEach((step, index) => {
    const item = steps[index]!;
    expect(within(item).getByText(String(index + 1))).toBeInTheDocument();
    expect(within(item).getByRole('heading', { level: 3, name: step.title })).toBeInTheDocument();
    expect(within(item).getByText(step.description)).toBeInTheDocument();
  });
});

test('a section without an intro shows no empty paragraph', () => {
  const { container } = renderWithSite(<ProcessSteps section={{ ...process, intro: undefined }} />);
  expect(container.querySelectorAll('p')).toHaveLength(process.steps.length);
});
