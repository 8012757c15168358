import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { LogoStrip } from '@/components/sections/LogoStrip.tsx';
import { shownPicture } from '@/model/fields.ts';
import type { SectionProps } from '@/components/sections/types.ts';
import { renderWithSite } from '../../support/render.tsx';

/** A logo as the component receives it: its path as the schema reads it, and the picture the build measured. */
function logo(name: string, file: string): SectionProps<'LogoStrip'>['section']['logos'][number] {
  const image = shownPicture('logo', 'name').parse(file);
  return { name, image, picture: { src: image, sources: [], width: 160, height: 40 } };
}

const strip: SectionProps<'LogoStrip'>['section'] = {
  type: 'LogoStrip',
  heading: 'Trusted by',
  secondsPerCycle: 50,
  logos: [
    logo('Northwind Logistics', '/images/logos/northwind.svg'),
    logo('Brightpath Software', '/images/logos/brightpath.svg'),
    logo('Meridian Health', '/images/logos/meridian.svg'),
    logo('Atlas Fintech', '/images/logos/atlas.svg'),
    logo('Lumen Analytics', '/images/logos/lumen.svg'),
    logo('Crestline Events', '/images/logos/crestline.svg'),
  ],
};

test('shows the Trusted by heading', () => {
  renderWithSite(<LogoStrip section={strip} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Trusted by' })).toBeInTheDocument();
});

test('each client logo is an image named after the client, once', () => {
  renderWithSite(<LogoStrip section={strip} />);
  const logos = screen.getAllByRole('img');
  expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(strip.logos.map((logo) => logo.name));
  expect(logos[0]).toHaveAttribute('src', '/images/logos/northwind.svg');
});

test('logos reserve their size before they load', () => {
  renderWithSite(<LogoStrip section={strip} />);
  for (const logo of screen.getAllByRole('img')) {
    expect(logo).toHaveAttribute('width');
    expect(logo).toHaveAttribute('height', '40');
  }
});

test('the second copy that closes the loop is hidden from assistive technology', () => {
  const { container } = renderWithSite(<LogoStrip section={strip} />);
  expect(container.querySelectorAll('img')).toHaveLength(12);
  const copies = container.querySelectorAll('[aria-hidden="true"] img');
  expect(copies).toHaveLength(6);
  for (const copy of copies) expect(copy).toHaveAttribute('alt', '');
  expect(screen.getAllByRole('list')).toHaveLength(1);
});

test('one full scroll takes secondsPerCycle seconds', () => {
  const { container } = renderWithSite(<LogoStrip section={{ ...strip, secondsPerCycle: 37 }} />);
  const track = container.querySelector('[data-motion]');
  expect(track).not.toBeNull();
  // jsdom reports the animation shorthand only: "<name> 37s linear infinite".
  if (track) expect(getComputedStyle(track).animation).toMatch(/ 37s linear infinite/);
});
