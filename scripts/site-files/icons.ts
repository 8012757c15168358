import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { SiteSettings } from '../../src/model/site.ts';
import { lightPalette } from '../../src/styles/palette.ts';

/** The PNG icons drawn from `favicon.svg`, with the sizes browsers and the manifest ask for. */
export const pngIcons = [
  // iOS fills transparent corners with black and rounds the icon itself, so this one is square on the brand colour.
  { file: 'apple-touch-icon.png', size: 180, background: lightPalette.brand },
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
] as const;

/** Renders an SVG to a PNG `size` pixels wide; SVG text is not expected, so no system fonts are loaded. */
export function svgToPng(svg: string, size: number, background?: string): Buffer {
  return new Resvg(svg, {
    fitTo: { mode: 'width', value: size },
    font: { loadSystemFonts: false },
    ...(background ? { background } : {}),
  })
    .render()
    .asPng();
}

/** The web app manifest: the site's name, colours and icons, for "Add to Home Screen" and browser UI. */
export function webManifest(site: SiteSettings): string {
  const manifest = {
    name: site.brandName,
    short_name: site.brandName,
    description: site.footer.tagline,
    start_url: '/',
    display: 'browser',
    theme_color: lightPalette.brand,
    background_color: lightPalette.surface,
    icons: [
      { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
      ...pngIcons
        .filter((icon) => icon.file.startsWith('icon-'))
        .map((icon) => ({ src: `/${icon.file}`, type: 'image/png', sizes: `${icon.size}x${icon.size}` })),
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/**
 * Draws the PNG icons from the built `favicon.svg` (so the one drawing in `content/public`
 * stays the only source) and writes `site.webmanifest`.
 */
export function writeIcons(siteDir: string, site: SiteSettings): void {
  const svg = readFileSync(path.join(siteDir, 'favicon.svg'), 'utf8');
  for (const icon of pngIcons) {
    writeFileSync(
      path.join(siteDir, icon.file),
      svgToPng(svg, icon.size, 'background' in icon ? icon.background : undefined),
    );
  }
  writeFileSync(path.join(siteDir, 'site.webmanifest'), webManifest(site));
}
