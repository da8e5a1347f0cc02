import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from './theme';

// The install prompt's name, colours and icons (public/manifest.webmanifest) stay in step
// with the theme and with the icon files they name.
const PUBLIC = path.resolve(__dirname, '../../public');
const manifest = JSON.parse(readFileSync(path.join(PUBLIC, 'manifest.webmanifest'), 'utf8'));
const html = readFileSync(path.join(PUBLIC, 'index.html'), 'utf8');

/** Width and height from a PNG's header. */
function pngSize(file: string): string {
  const bytes = readFileSync(path.join(PUBLIC, file));
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  it('names the site in Spanish and opens it standalone at /', () => {
    expect(manifest).toMatchObject({
      name: 'Compara y Ahorra: seguros de viaje',
      short_name: 'Compara y Ahorra',
      lang: 'es-PE',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
  });

  it('takes its colours from the theme', () => {
    expect(manifest.theme_color).toBe(theme.palette.primary.main);
    expect(manifest.background_color).toBe(theme.palette.background.default);
    expect(html).toContain(`<meta name="theme-color" content="${theme.palette.primary.main}" />`);
  });

  it('lists icons of 192 and 512 px and a maskable one, each the size it says', () => {
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) expect(pngSize(icon.src)).toBe(icon.sizes);
  });

  it('is linked from the page, with an apple-touch-icon of 180 px', () => {
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    expect(pngSize('/icons/apple-touch-icon.png')).toBe('180x180');
  });

  it("names a 48 px PNG as the tab's only icon: an SVG one would be drawn as a document as the page loads", () => {
    expect(html).toContain(
      '<link rel="icon" href="/icons/favicon-48.png" sizes="48x48" type="image/png" />',
    );
    expect(html.match(/<link rel="icon"/g)).toHaveLength(1);
    expect(pngSize('/icons/favicon-48.png')).toBe('48x48');
  });
});
