import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { StatsBand } from '@/components/sections/StatsBand.tsx';
import type { SectionProps } from '@/components/sections/types.ts';
import { renderWithSite } from '../../support/render.tsx';

const stats: SectionProps<'StatsBand'>['section'] = {
  type: 'StatsBand',
  heading: 'Results in numbers',
  stats: [
    {
      icon: 'trending-up',
      number: '320%',
      label: 'Average ROI',
      description: 'In the first year, within 4 months of campaign launch',
    },
    {
      icon: 'target',
      number: '500+',
      label: 'Sales Opportunities',
      description: 'New opportunities created for our clients',
    },
    {
      icon: 'briefcase',
      number: '25+',
      label: 'Projects Delivered',
      description: 'Outbound programmes launched across B2B sectors',
    },
    {
      icon: 'cpu',
      number: '10+',
      label: 'AI & Automation Blueprints',
      description: 'Ready-to-deploy solutions for sales teams',
    },
  ],
};

test('the band is headed for screen readers', () => {
  renderWithSite(<StatsBand section={stats} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Results in numbers' })).toBeInTheDocument();
});

test('shows the four stats as a list, each with number, label and description', () => {
  renderWithSite(<StatsBand section={stats} />);
  const items = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(items).toHaveLength(4);
  expect(items.map((item) => item.textContent)).toEqual([
    '320%Average ROIIn the first year, within 4 months of campaign launch',
    '500+Sales OpportunitiesNew opportunities created for our clients',
    '25+Projects DeliveredOutbound programmes launched across B2B sectors',
    '10+AI & Automation BlueprintsReady-to-deploy solutions for sales teams',
  ]);
});

test('the icons are decorative', () => {
  renderWithSite(<StatsBand section={stats} />);
  expect(screen.queryAllByRole('img')).toHaveLength(0);
});
