import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { formatContentErrors } from '../../../scripts/content/errors.ts';
import { validateContent } from '../../../scripts/content/index.ts';

// The editors' content is checked only for what holds of any valid content: that it is valid.
const contentRoot = fileURLToPath(new URL('../../../content', import.meta.url));

test("the site's own content is valid", () => {
  const { errors } = validateContent(contentRoot);
  expect(errors.length === 0 ? 'valid' : formatContentErrors(errors)).toBe('valid');
});
