import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { expect, test } from 'vitest';
import { FaqAccordion } from '@/components/sections/FaqAccordion.tsx';
import type { SectionProps } from '@/components/sections/types.ts';
import { renderWithSite } from '../../support/render.tsx';

const section: SectionProps<'FaqAccordion'>['section'] = {
  type: 'FaqAccordion',
  heading: 'Questions and answers',
  headingHidden: true,
  items: [
    { id: 'what-do-you-do', question: 'What do you do?', Answer: () => <p>We run outbound campaigns.</p> },
    { id: 'pricing', question: 'How much does it cost?', Answer: () => <p>From $1,250 per month.</p> },
    { id: 'results', question: 'How fast are results?', Answer: () => <p>Within 2-3 weeks.</p> },
  ],
};

function question(name: string): HTMLElement {
  return screen.getByRole('button', { name });
}

test('every question is a button inside a level-3 heading, all closed at first', () => {
  renderWithSite(<FaqAccordion section={section} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Questions and answers' })).toBeInTheDocument();
  for (const item of section.items) {
    const button = question(item.question);
    expect(button.parentElement?.tagName).toBe('H3');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  }
  expect(screen.queryByRole('region', { name: 'What do you do?' })).not.toBeInTheDocument();
  expect(screen.getByText('We run outbound campaigns.')).not.toBeVisible();
});

test('a question controls its answer panel, a region named by the question', async () => {
  const user = userEvent.setup();
  renderWithSite(<FaqAccordion section={section} />);
  const button = question('How much does it cost?');
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = screen.getByRole('region', { name: 'How much does it cost?' });
  expect(button).toHaveAttribute('aria-controls', panel.id);
  expect(panel).toHaveTextContent('From $1,250 per month.');
  expect(panel).toBeVisible();
});

test('opening one question closes the other', async () => {
  const user = userEvent.setup();
  renderWithSite(<FaqAccordion section={section} />);
  await user.click(question('What do you do?'));
  await user.click(question('How fast are results?'));
  expect(question('What do you do?')).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByText('We run outbound campaigns.')).not.toBeVisible();
  expect(question('How fast are results?')).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('Within 2-3 weeks.')).toBeVisible();
});

test('pressing an open question closes it', async () => {
  const user = userEvent.setup();
  renderWithSite(<FaqAccordion section={section} />);
  await user.click(question('What do you do?'));
  await user.click(question('What do you do?'));
  expect(question('What do you do?')).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByText('We run outbound campaigns.')).not.toBeVisible();
});

test('Enter and Space toggle the focused question', async () => {
  const user = userEvent.setup();
  renderWithSite(<FaqAccordion section={section} />);
  question('What do you do?').focus();
  await user.keyboard('{Enter}');
  expect(question('What do you do?')).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard(' ');
  expect(question('What do you do?')).toHaveAttribute('aria-expanded', 'false');
});

test('ArrowDown and ArrowUp move focus between questions and wrap around', async () => {
  const user = userEvent.setup();
  renderWithSite(<FaqAccordion section={section} />);
  question('What do you do?').focus();
  await user.keyboard('{ArrowDown}');
  expect(question('How much does it cost?')).toHaveFocus();
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(question('What do you do?')).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(question('How fast are results?')).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(question('How much does it cost?')).toHaveFocus();
});

test('Home and End jump to the first and last question', async () => {
  const user = userEvent.setup();
  renderWithSite(<FaqAccordion section={section} />);
  question('How much does it cost?').focus();
  await user.keyboard('{End}');
  expect(question('How fast are results?')).toHaveFocus();
  await user.keyboard('{Home}');
  expect(question('What do you do?')).toHaveFocus();
});

test('Tab leaves the questions in the normal order and into an open answer', async () => {
  const user = userEvent.setup();
  // biome-ignore lint/correctness/noComponentHookFactories: rendered once, by this test alone
  const Answer = () => (
    <p>
      See <a href="/pricing">pricing</a>.
    </p>
  );
  renderWithSite(
    <FaqAccordion
      section={{ ...section, items: [{ id: 'links', question: 'Where are prices?', Answer }, ...section.items] }}
    />,
  );
  await user.click(question('Where are prices?'));
  await user.tab();
  expect(screen.getByRole('link', { name: 'pricing' })).toHaveFocus();
  await user.tab();
  expect(question('What do you do?')).toHaveFocus();
});

test('an address naming a question by its anchor opens that answer, the others staying closed', () => {
  renderWithSite(<FaqAccordion section={section} />, { path: '/faq#faq-pricing' });
  expect(screen.getByRole('heading', { level: 3, name: 'How much does it cost?' })).toHaveAttribute(
    'id',
    'faq-pricing',
  );
  expect(question('How much does it cost?')).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('From $1,250 per month.')).toBeVisible();
  expect(question('What do you do?')).toHaveAttribute('aria-expanded', 'false');
});

test('a second arrival at the same question, after another was opened, opens it again', async () => {
  const user = userEvent.setup();
  renderWithSite(
    <>
      <Link to="/faq#faq-pricing">The pricing question</Link>
      <FaqAccordion section={section} />
    </>,
    { path: '/faq#faq-pricing' },
  );
  await user.click(question('What do you do?'));
  expect(question('How much does it cost?')).toHaveAttribute('aria-expanded', 'false');
  await user.click(screen.getByRole('link', { name: 'The pricing question' }));
  expect(question('How much does it cost?')).toHaveAttribute('aria-expanded', 'true');
});
