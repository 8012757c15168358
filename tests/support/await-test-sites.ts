// The e2e project's setup file: a file of it starts once the test sites are built (or fails with the build's output).
import { inject } from 'vitest';
import { testSitesBuilt } from './test-sites-built.ts';

await testSitesBuilt(inject('testSitesBuiltUrl'));
