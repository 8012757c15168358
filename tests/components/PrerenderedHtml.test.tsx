import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, test, vi } from 'vitest';
import { PrerenderedHtml } from '@/components/PrerenderedHtml.tsx';

test('hydrated without children, it keeps the markup the server rendered, without a hydration error', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <PrerenderedHtml>
      <section>
        <h2>Our Proven Process</h2>
        <a href="/services">See the services</a>
      </section>
    </PrerenderedHtml>,
  );
  const errors = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, <PrerenderedHtml />, { onRecoverableError: recoverable });
  });
  expect(container.querySelector('[data-prerendered] h2')?.textContent).toBe('Our Proven Process');
  expect(container.querySelector('[data-prerendered] a')?.getAttribute('href')).toBe('/services');
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

test('with children it renders them, as the server does and as the app does after a client-side navigation', () => {
  const html = renderToString(
    <PrerenderedHtml>
      <p>Kept copy</p>
    </PrerenderedHtml>,
  );
  expect(html).toMatch(/^<div data-prerendered="" class="[^"]+"><p>Kept copy<\/p><\/div>$/);
});
