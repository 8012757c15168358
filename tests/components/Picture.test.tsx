import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Picture } from '@/components/Picture.tsx';
import type { PictureData } from '@/model/picture.ts';

const photo: PictureData = {
  src: '/assets/pictures/team-1600-0123456789.jpg',
  srcSet: '/assets/pictures/team-800-aaaaaaaaaa.jpg 800w, /assets/pictures/team-1600-0123456789.jpg 1600w',
  sources: [
    {
      type: 'image/avif',
      srcSet: '/assets/pictures/team-800-bbbbbbbbbb.avif 800w, /assets/pictures/team-1600-cccccccccc.avif 1600w',
    },
    {
      type: 'image/webp',
      srcSet: '/assets/pictures/team-800-dddddddddd.webp 800w, /assets/pictures/team-1600-eeeeeeeeee.webp 1600w',
    },
  ],
  width: 4000,
  height: 3000,
};

test('a photo is a <picture> with AVIF, then WebP, then the fallback <img>, all with the same sizes', () => {
  const { container } = render(<Picture picture={photo} alt="Our team" sizes="100vw" loading="lazy" />);
  const image = screen.getByRole('img', { name: 'Our team' });
  expect(image.parentElement?.tagName).toBe('PICTURE');
  const sources = [...container.querySelectorAll('source')];
  expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('sizes')])).toEqual([
    ['image/avif', '100vw'],
    ['image/webp', '100vw'],
  ]);
  expect(image).toHaveAttribute('srcset', photo.srcSet);
  expect(image).toHaveAttribute('sizes', '100vw');
  expect(image).toHaveAttribute('src', photo.src);
  expect(image).toHaveAttribute('loading', 'lazy');
});

test('the <img> has the width and height of the file, so the browser reserves the right shape', () => {
  render(<Picture picture={photo} alt="Our team" sizes="100vw" />);
  const image = screen.getByRole('img', { name: 'Our team' });
  expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['4000', '3000']);
});

test("a picture in a fixed frame takes the frame's width and height", () => {
  render(<Picture picture={photo} alt="Acme" sizes="200px" frame={{ width: 200, height: 40 }} />);
  const image = screen.getByRole('img', { name: 'Acme' });
  expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['200', '40']);
});

test('an SVG is a plain <img> of its own path, without candidates', () => {
  const { container } = render(
    <Picture
      picture={{ src: '/images/drawing.svg', sources: [], width: 1200, height: 675 }}
      alt="A drawing"
      sizes="100vw"
    />,
  );
  const image = screen.getByRole('img', { name: 'A drawing' });
  expect(container.querySelector('picture')).toBeNull();
  expect(image).toHaveAttribute('src', '/images/drawing.svg');
  expect(image).not.toHaveAttribute('srcset');
  expect(image).not.toHaveAttribute('sizes');
});
