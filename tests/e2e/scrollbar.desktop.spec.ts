import type { Page } from '@playwright/test';
import { expect, visitorTest as test } from '../support/test';

// On a desktop whose scrollbar takes room (the desktop project's), a dialog hides it while it is
// open: what is behind the dialog must not move when it opens or closes.

/** Where the header's content and the page's sections sit across the window. */
const placeOf = (page: Page) =>
  page.evaluate(() => ({
    header: document.querySelector('header a[href="#inicio"]')!.getBoundingClientRect().x,
    services: document.querySelector('#servicios h2')!.getBoundingClientRect().x,
    scrolled: window.scrollY,
  }));

test('opening and closing the emergency contacts dialog moves nothing behind it', async ({
  page,
}) => {
  await page.goto('/');
  const open = page.getByRole('button', { name: 'Ver Contactos de Emergencia' });
  await open.scrollIntoViewIfNeeded();
  const before = await placeOf(page);
  // The scrollbar is there and takes room, or this test would prove nothing.
  expect(
    await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth),
  ).toBeGreaterThan(0);

  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Contactos de Emergencia 24/7' });
  await expect(dialog).toBeVisible();
  expect(await placeOf(page)).toEqual(before);

  await dialog.getByRole('button', { name: 'Entendido' }).click();
  await expect(dialog).toBeHidden();
  expect(await placeOf(page)).toEqual(before);
});
