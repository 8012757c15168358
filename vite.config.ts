import { defineConfig } from 'vite';
import { contentRoot } from './scripts/support/paths.ts';
import { siteViteConfig } from './scripts/vite/site-config.ts';

// The dev server (and the tests, through `vitest.config.ts`); `npm run build` calls `siteViteConfig` itself, with what it prepared.
export default defineConfig(({ command, mode }) => siteViteConfig({ command, mode, contentRoot }));
