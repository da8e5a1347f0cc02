import type { Page } from '@playwright/test';
import { expect, visitorTest as test } from '../support/test';
import { ISLAND_ATTRIBUTES } from '../../src/islands/attributes';
import { field, islandNamed, limaDate } from '../support/site';

// Nothing a visitor types is lost: a date typed segment by segment survives whatever the page
// does meanwhile (its code arriving, the form coming alive, the date limits being set). These
// tests act the moment the field shows; none waits for the app to say it is ready.

/** The keys that type 'YYYY-MM-DD' into Chromium's date field, which reads mm/dd/yyyy here. */
const keysFor = (date: string) => {
  const [year, month, day] = date.split('-');
  return `${month}${day}${year}`;
};

const DEPARTURE = limaDate(12);
const RETURN = limaDate(19);

/** Tab, as often as the departure's own stops take (its calendar button), to the return. */
async function tabToTheReturn(page: Page) {
  for (let press = 0; press < 3; press += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.id === 'quote-returnDate')) return;
  }
  throw new Error("Tab never reached 'Fecha de regreso'");
}

async function typeBothDates(page: Page, delay = 0) {
  await page.keyboard.type(keysFor(DEPARTURE), { delay });
  await tabToTheReturn(page);
  await page.keyboard.type(keysFor(RETURN), { delay });
}

async function expectBothDates(page: Page) {
  await expect(field(page, 'Fecha de salida')).toHaveValue(DEPARTURE);
  await expect(field(page, 'Fecha de regreso')).toHaveValue(RETURN);
}

test('dates typed at once after Tab, the moment the form shows, are kept on every load', async ({
  page,
}) => {
  for (let load = 0; load < 4; load += 1) {
    await page.goto('/', { waitUntil: 'commit' });
    await field(page, 'Modalidad').focus();
    await page.keyboard.press('Tab');
    await expect(field(page, 'Fecha de salida')).toBeFocused();
    await typeBothDates(page);
    await expectBothDates(page);
  }
});

test('dates typed at once after Tab into the live form are kept on every load', async ({
  page,
}) => {
  for (let load = 0; load < 3; load += 1) {
    await page.goto('/');
    // The form comes alive on first use: a destination chosen first.
    await field(page, 'Destino').selectOption('Europa');
    await expect(islandNamed(page, 'quote-form')).toHaveAttribute(ISLAND_ATTRIBUTES.hydrated);
    await field(page, 'Modalidad').focus();
    await page.keyboard.press('Tab');
    await typeBothDates(page);
    await expectBothDates(page);
  }
});

test("dates typed at a person's pace on a slow connection, while the page still arrives, are kept", async ({
  page,
}) => {
  // Half of Peru's mobile links: 400 kb/s, 400 ms round trip. Each load takes seconds.
  test.setTimeout(120_000);
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 400_000 / 8,
    uploadThroughput: 400_000 / 8,
  });
  for (let load = 0; load < 2; load += 1) {
    await page.goto('/', { waitUntil: 'commit' });
    await field(page, 'Fecha de salida').click();
    await typeBothDates(page, 150);
    await expectBothDates(page);
  }
});
