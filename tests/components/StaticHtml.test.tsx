import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, test, vi } from 'vitest';
import { StaticHtml } from '@/components/StaticHtml.tsx';

test('hydrated without children, it keeps the markup the server rendered, without a hydration error', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <StaticHtml>
      <section>
        <h2>Our Proven Process</h2>
        <a href="/services">See the services</a>
      </section>
    </StaticHtml>,
  );
  const errors = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, <StaticHtml />, { onRecoverableError: recoverable });
  });
  expect(container.querySelector('[data-static] h2')?.textContent).toBe('Our Proven Process');
  expect(container.querySelector('[data-static] a')?.getAttribute('href')).toBe('/services');
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

test('with children it renders them, as the server does and as the app does after a client-side navigation', () => {
  const html = renderToString(
    <StaticHtml>
      <p>Kept copy</p>
    </StaticHtml>,
  );
  expect(html).toMatch(/^<div data-static="" class="[^"]+"><p>Kept copy<\/p><\/div>$/);
});
