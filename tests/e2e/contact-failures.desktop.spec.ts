import type { Page } from '@playwright/test';
import { ISLAND_ATTRIBUTES } from '../../src/islands/attributes';
import { expect, test } from '../support/test';
import {
  islandNamed,
  emailAttempts,
  expectToast,
  field,
  readDownToTheFooter,
  standInForEmailJs,
} from '../support/site';

// Every way the e-mail send can fail gives the spec's error toast and loses nothing. The width
// cannot change how a request fails, so only the desktop project runs this file.

// The statuses the client library rejects with (spec section 7), a server error, and every way a
// connection fails, met one after another by a visitor who tries again: the SDK rejects every
// other status the same way. Offline comes last: the page stays offline.
const FAILURES = [403, 429, 451, 500, 'network', 'aborted', 'offline'] as const;

test(`each failed send (${FAILURES.join(', ')}) shows the error toast and keeps the message`, async ({
  page,
}) => {
  await page.goto('/');
  // The section's code is in: what fails below is the send itself.
  await readDownToTheFooter(page);
  // Writing fetches the e-mail SDK; only then does the connection fail.
  const sdk = page.waitForResponse((response) => response.url().includes('/assets/emailjs.'));
  await field(page, 'Nombre').fill('Rosa Huamán');
  await field(page, 'Correo electrónico').fill('rosa@example.pe');
  await field(page, 'Mensaje').fill('Quiero cotizar para 4 personas.');
  await sdk;
  for (const answer of FAILURES) {
    await test.step(`a failed send (${answer})`, async () => {
      let answerNow!: () => void;
      const requests = await standInForEmailJs(
        page,
        answer,
        new Promise((resolve) => (answerNow = resolve)),
      );
      const send = page.getByRole('button', { name: 'Enviar Mensaje' });
      // A double click sends once: the second click lands while the first send is in flight.
      // Offline, the send fails at once and a second click would be a fair retry: one click.
      if (answer === 'offline') await send.click();
      else await send.dblclick();
      answerNow();

      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Error al enviar');
      await expect(alert).toContainText(
        'Hubo un problema al enviar tu mensaje. Inténtalo de nuevo.',
      );
      await expect(field(page, 'Mensaje')).toHaveValue('Quiero cotizar para 4 personas.');
      await expect(field(page, 'Nombre')).toHaveValue('Rosa Huamán');
      expect(await emailAttempts(page)).toBe(1);
      expect(requests).toHaveLength(1);
      // Closed, so that the next failure's toast is the only one.
      await alert.getByRole('button', { name: 'Cerrar notificación' }).click();
      await expect(alert).not.toContainText('Error al enviar');
    });
  }
});

/** Rosa's message written in the contact form and sent; the form. */
async function writeAndSend(page: Page) {
  const form = page.getByRole('form', { name: 'Escríbenos' });
  await field(form, 'Nombre').fill('Rosa Huamán');
  await field(form, 'Correo electrónico').fill('rosa@example.pe');
  await field(form, 'Mensaje').fill('Quiero cotizar para 4 personas.');
  await form.getByRole('button', { name: 'Enviar Mensaje' }).click();
  return form;
}

test("offline before the contact section's code came: nothing is lost, and the send goes once back online", async ({
  page,
}) => {
  await page.goto('/');
  const requests = await standInForEmailJs(page, 200);
  await page.context().setOffline(true);
  const form = await writeAndSend(page);
  // The code cannot come: the page stays whole, with what was typed, and keeps the send.
  await expect(islandNamed(page, 'contact')).not.toHaveAttribute(ISLAND_ATTRIBUTES.hydrated);
  await expect(field(form, 'Mensaje')).toHaveValue('Quiero cotizar para 4 personas.');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requests).toHaveLength(0);

  await page.context().setOffline(false);
  await expectToast(page, '¡Mensaje enviado!');
  expect(requests).toHaveLength(1);
});

test("the contact section's code dropped while online is asked for again: the send kept meanwhile goes", async ({
  page,
}) => {
  // The file that brings the landing page's sections is dropped, as a link or a server can drop
  // a request, with no 'online' event to come after, until the send is kept and dropped once more.
  let dropping = true;
  let dropped = 0;
  await page.route(/\/assets\/landing-sections\.[0-9a-f]{10}\.js$/, async (route) => {
    if (!dropping) return route.continue();
    dropped += 1;
    return route.abort('connectionreset');
  });
  await page.goto('/');
  const requests = await standInForEmailJs(page, 200);
  const form = await writeAndSend(page);
  // Kept, with what was typed, while the code cannot come.
  await expect(islandNamed(page, 'contact')).not.toHaveAttribute(ISLAND_ATTRIBUTES.hydrated);
  const droppedBeforeTheSend = dropped;
  await expect.poll(() => dropped).toBeGreaterThan(droppedBeforeTheSend);
  dropping = false;

  await expectToast(page, '¡Mensaje enviado!');
  expect(requests).toHaveLength(1);
  await expect(field(form, 'Mensaje')).toHaveValue('');
});
