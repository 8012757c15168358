import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import {
  formatHeadersFile,
  headersForPath,
  parseHeadersFile,
  readHeadersFile,
  type HeaderRule,
} from '../../../scripts/security/headers-file.ts';

const rules: HeaderRule[] = [
  {
    path: '/*',
    headers: [
      ['Content-Security-Policy', "frame-ancestors 'none'"],
      ['X-Content-Type-Options', 'nosniff'],
    ],
  },
  { path: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
  {
    path: '/services',
    headers: [
      ['Content-Security-Policy', "default-src 'self'"],
      ['Cache-Control', 'public, max-age=0, must-revalidate'],
    ],
  },
  { path: '/blog/:id', headers: [['X-Robots-Tag', 'noarchive']] },
];

test('rules are written in the _headers format and read back unchanged', () => {
  const text = formatHeadersFile(rules, ['Written by the build.']);
  expect(text).toBe(`# Written by the build.

/*
  Content-Security-Policy: frame-ancestors 'none'
  X-Content-Type-Options: nosniff

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/services
  Content-Security-Policy: default-src 'self'
  Cache-Control: public, max-age=0, must-revalidate

/blog/:id
  X-Robots-Tag: noarchive
`);
  expect(parseHeadersFile(text)).toEqual(rules);
});

test('a path gets the headers of every rule it matches; a header set twice is joined with a comma', () => {
  expect(headersForPath(rules, '/services')).toEqual({
    'content-security-policy': "frame-ancestors 'none', default-src 'self'",
    'x-content-type-options': 'nosniff',
    'cache-control': 'public, max-age=0, must-revalidate',
  });
});

test('a splat matches any rest of the path, a placeholder exactly one segment, a plain path only itself', () => {
  expect(headersForPath(rules, '/assets/index-abc123.js')['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(headersForPath(rules, '/')['x-content-type-options']).toBe('nosniff');
  expect(headersForPath(rules, '/blog/7')['x-robots-tag']).toBe('noarchive');
  expect(headersForPath(rules, '/blog/7/more')['x-robots-tag']).toBeUndefined();
  expect(headersForPath(rules, '/services/extra')['cache-control']).toBeUndefined();
  expect(headersForPath(rules, '/servicesx')['cache-control']).toBeUndefined();
});

test('a header line outside any path block is refused with the line named', () => {
  expect(() => parseHeadersFile('  X-Frame-Options: DENY\n')).toThrow(
    '_headers: "X-Frame-Options: DENY" is neither a path nor a "Name: value" line under one.',
  );
});

test("the static server's headers follow the site's _headers file, read again when a rebuild changes it", () => {
  const site = mkdtempSync(path.join(tmpdir(), 'headers-file-'));
  const file = path.join(site, '_headers');
  try {
    const headersFor = readHeadersFile(site);
    expect(headersFor('/')).toEqual({});
    writeFileSync(file, '/*\n  X-Content-Type-Options: nosniff\n');
    expect(headersFor('/')).toEqual({ 'x-content-type-options': 'nosniff' });
    writeFileSync(file, '/*\n  Referrer-Policy: no-referrer\n');
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(headersFor('/')).toEqual({ 'referrer-policy': 'no-referrer' });
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});
