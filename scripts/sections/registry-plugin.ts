import path from 'node:path';
import type { Plugin } from 'vite';
import { sectionsFolder, writeSectionRegistry } from './registry.ts';

/**
 * Rewrites the section registry when the dev server sees a section's file added or removed. The
 * registry is among the files the Vite configuration imports, so Vite restarts with the new list.
 */
export function sectionRegistryPlugin(projectRoot: string): Plugin {
  const folder = path.join(projectRoot, sectionsFolder);
  return {
    name: 'section-registry',
    configureServer(server) {
      const update = (file: string) => {
        if (path.dirname(file) !== folder || !/\.(schema\.ts|tsx)$/.test(file)) return;
        try {
          writeSectionRegistry(projectRoot);
        } catch (error) {
          server.config.logger.error(`Section registry: ${error instanceof Error ? error.message : String(error)}`);
        }
      };
      server.watcher.on('add', update).on('unlink', update);
    },
  };
}
