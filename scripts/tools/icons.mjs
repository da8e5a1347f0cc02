// `node scripts/tools/icons.mjs`: draws the app icons in public/icons/ from the brand mark
// (public/favicon.svg) in Chromium. Run it again whenever the mark changes; the PNGs are kept
// in the repository so a build needs no browser.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const MARK = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8');
const BRAND_BLUE = '#0b4f8a';

const ICONS = [
  // The mark edge to edge, its rounded corners on a transparent ground.
  { file: 'icon-192.png', size: 192, inset: 0 },
  { file: 'icon-512.png', size: 512, inset: 0 },
  // Maskable: the mark inside the central 80% safe zone, on the brand blue to the edges.
  { file: 'icon-maskable-512.png', size: 512, inset: 0.1, ground: BRAND_BLUE },
  // iOS rounds the corners itself and shows transparency as black: a full square.
  { file: 'apple-touch-icon.png', size: 180, inset: 0.06, ground: BRAND_BLUE },
];

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const { file, size, inset, ground } of ICONS) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const pad = Math.round(size * inset);
  await page.setContent(
    `<body style="margin:0;width:${size}px;height:${size}px;background:${ground ?? 'transparent'}">
      <div style="position:absolute;inset:${pad}px">${MARK.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
    </body>`,
  );
  await page.screenshot({ path: `public/icons/${file}`, omitBackground: !ground });
  console.log(`public/icons/${file}`);
  await page.close();
}
await browser.close();
