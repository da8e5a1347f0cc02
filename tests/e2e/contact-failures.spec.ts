import { expect, test } from '../support/test';
import { emailAttempts, field, headBelowTheHero, standInForEmailJs } from '../support/site';

// Every way the e-mail send can fail gives the spec's error toast and loses nothing. The width
// cannot change how a request fails, so only the desktop project runs this file.

test.describe('a failed contact send', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await headBelowTheHero(page);
  });

  for (const answer of [
    400,
    403,
    429,
    451,
    500,
    502,
    503,
    'network',
    'aborted',
    'offline',
  ] as const) {
    test(`a failed send (${answer}) shows the error toast and keeps the message`, async ({
      page,
    }) => {
      // Writing fetches the e-mail SDK; only then does the connection fail.
      const sdk = page.waitForResponse((response) => response.url().includes('/assets/emailjs.'));
      await field(page, 'Nombre').fill('Rosa Huamán');
      await field(page, 'Correo electrónico').fill('rosa@example.pe');
      await field(page, 'Mensaje').fill('Quiero cotizar para 4 personas.');
      await sdk;
      const requests = await standInForEmailJs(page, answer);
      await page.getByRole('button', { name: 'Enviar Mensaje' }).dblclick();

      await expect(page.getByRole('alert')).toContainText('Error al enviar');
      await expect(page.getByRole('alert')).toContainText(
        'Hubo un problema al enviar tu mensaje. Inténtalo de nuevo.',
      );
      await expect(field(page, 'Mensaje')).toHaveValue('Quiero cotizar para 4 personas.');
      await expect(field(page, 'Nombre')).toHaveValue('Rosa Huamán');
      expect(await emailAttempts(page)).toBe(1);
      expect(requests).toHaveLength(1);
    });
  }
});
