import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.route('**/assets/app.*.js', () => undefined); // held: never answered
  await page.goto('http://127.0.0.1:8080/', { waitUntil: 'commit' });
  const f = (l) => page.getByLabel(new RegExp('^' + l));
  await f('Destino').selectOption('Asia');
  await f('Fecha de salida').fill('2020-01-01');
  await f('Fecha de regreso').fill('2020-01-05');
  await f('Edad del viajero 1').fill('45');
  await page.getByRole('button', { name: 'Ver Planes y Precios' }).click();
  await page.getByRole('button', { name: 'Ver Planes y Precios' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/pending-${width}.png` });
  await page.close();
}
await browser.close();
