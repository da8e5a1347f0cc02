// `node scripts/tools/icons.mjs`: draws the tab's and the app's icons in public/icons/ and the
// preview image of a shared link (public/og-image.png, 1200x630, named by src/app/pageHeads.ts)
// from the brand mark (brand-mark.svg, beside this script), name and promise, in Chromium. Run
// it again whenever the brand changes; the PNGs are kept in the repository so a build needs no
// browser.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const MARK = readFileSync(new URL('./brand-mark.svg', import.meta.url), 'utf8');
const BRAND_BLUE = '#0b4f8a';

const ICONS = [
  // The tab's icon. A PNG, not the SVG mark: Chromium decodes a page's icon in the page's own
  // renderer, and an SVG icon builds a whole SVG document on its main thread as the page loads
  // in one long task. 48 px: crisp at 16 px on a 3x screen, and the size
  // search engines ask of a site's icon.
  { file: 'favicon-48.png', size: 48, inset: 0 },
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

// The preview WhatsApp, Facebook and X show of a pasted link: mark, name, promise and address,
// large enough to read in a chat's thumbnail. Flat colours keep the PNG well under the 300 KB
// WhatsApp takes for a preview.
const preview = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await preview.setContent(
  `<body style="margin:0;width:1200px;height:630px;box-sizing:border-box;padding:72px 88px;
      display:flex;flex-direction:column;justify-content:center;gap:28px;color:#fff;
      font-family:'Liberation Sans',Arial,sans-serif;
      background:${BRAND_BLUE};border-bottom:24px solid #0f766e">
    <div style="display:flex;align-items:center;gap:32px">
      <div style="width:148px;height:148px;flex:none;border-radius:32px;box-shadow:0 0 0 6px #fff">
        ${MARK.replace('<svg ', '<svg width="100%" height="100%" ')}
      </div>
      <div style="font-size:84px;font-weight:800;letter-spacing:-1px">Compara y Ahorra</div>
    </div>
    <div style="font-size:58px;font-weight:700;line-height:1.15">Tu seguro de viaje, al mejor precio</div>
    <div style="font-size:34px;line-height:1.3;color:#e8f1fa">Compara planes de asistencia al viajero y contrátalo en minutos desde Perú.</div>
    <div style="font-size:30px;font-weight:700;color:#f59e0b">comparayahorra.pe</div>
  </body>`,
);
await preview.screenshot({ path: 'public/og-image.png' });
console.log('public/og-image.png');
await browser.close();
