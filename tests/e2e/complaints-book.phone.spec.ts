import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/a11y';
import { E2E_EMAILJS } from '../support/server';
import { expect, test } from '../support/test';
import {
  formFields,
  passTheSearch,
  seedStorage,
  standInForEmailJs,
  weekInEurope,
} from '../support/site';

const book = (page: Page) => page.getByRole('dialog', { name: 'Libro de Reclamaciones' });
const bookField = (page: Page, label: string) => book(page).getByLabel(new RegExp(`^${label}`));

/** Opens the book from the button of this page (the footer of /, the bar of the others). */
async function openBook(page: Page) {
  await page.getByRole('button', { name: 'Libro de Reclamaciones' }).click();
  await expect(book(page)).toBeVisible();
}

const COMPLAINT = {
  'Nombres y apellidos': 'Rosa Huamán Flores',
  'Número de documento': '45678901',
  Domicilio: 'Jr. Junín 456, Callao',
  Teléfono: '987 654 321',
  'Correo electrónico': 'rosa@example.pe',
  'Servicio contratado': 'ASSISTCARD AC 150, Europa',
  'Monto reclamado': '120.50',
  Detalle: 'Pagué una consulta médica en Madrid y no me la reembolsaron.',
  Pedido: 'El reembolso de la consulta.',
};

async function fillComplaint(page: Page) {
  for (const [label, value] of Object.entries(COMPLAINT)) await bookField(page, label).fill(value);
  await bookField(page, 'Tipo de documento').selectOption('DNI');
  await book(page)
    .getByRole('radio', { name: /^Reclamo/ })
    .check();
  await book(page)
    .getByRole('checkbox', { name: 'Declaro que la información es verdadera' })
    .check();
}

test.describe('the Libro de Reclamaciones', () => {
  test('is filed from the footer of / with the keyboard alone; the sheet shows the code posted', async ({
    page,
  }) => {
    await page.goto('/');
    const requests = await standInForEmailJs(page, 200);
    const open = page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Libro de Reclamaciones' });
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(book(page)).toBeVisible();
    await expect(book(page)).toContainText('Compara y Ahorra S.A.C.');
    await expect(book(page)).toContainText('Callao');
    await expectNoSeriousViolations(page);

    // Tab from field to field, as a keyboard user files it: the short values key by key, the
    // longer texts whole, as a phone keyboard's suggestion or a paste brings them.
    const type = async (text: string) => {
      await page.keyboard.press('Tab');
      if (text.length > 20) await page.keyboard.insertText(text);
      else await page.keyboard.type(text);
    };
    await type(COMPLAINT['Nombres y apellidos']);
    await expect(bookField(page, 'Nombres y apellidos')).toBeFocused();
    await type('DNI');
    await type(COMPLAINT['Número de documento']);
    await type(COMPLAINT.Domicilio);
    await type(COMPLAINT.Teléfono);
    await type(COMPLAINT['Correo electrónico']);
    await page.keyboard.press('Tab'); // the guardian: only for a minor
    await type(COMPLAINT['Servicio contratado']);
    await type(COMPLAINT['Monto reclamado']);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await type(COMPLAINT.Detalle);
    await type(COMPLAINT.Pedido);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(book(page).getByRole('button', { name: 'Enviar reclamo' })).toBeFocused();
    await page.keyboard.press('Enter');

    const heading = book(page).getByRole('heading', { name: /^Hoja de reclamación/ });
    await expect(heading).toBeVisible();
    expect(requests).toHaveLength(1);
    const posted = formFields(requests[0]!);
    expect(posted).toEqual({
      complaint_code: expect.stringMatching(/^LR-\d{8}-[A-Z0-9]{6}$/),
      complaint_date: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/),
      company_name: 'Compara y Ahorra S.A.C.',
      company_ruc: expect.stringMatching(/^\d{11}$/),
      consumer_name: 'Rosa Huamán Flores',
      document_type: 'DNI',
      document_number: '45678901',
      address: 'Jr. Junín 456, Callao',
      phone: '987 654 321',
      user_email: 'rosa@example.pe',
      guardian: '',
      service: 'ASSISTCARD AC 150, Europa',
      amount: '120.50',
      kind: 'Reclamo',
      detail: COMPLAINT.Detalle,
      request: COMPLAINT.Pedido,
      service_id: E2E_EMAILJS.EMAILJS_SERVICE_ID,
      template_id: 'template_complaint_e2e',
      user_id: E2E_EMAILJS.EMAILJS_PUBLIC_KEY,
      lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
    });
    await expect(heading).toHaveText(`Hoja de reclamación ${posted.complaint_code}`);
    await expect(heading).toBeFocused();
    await expect(book(page)).toContainText('15 días hábiles');
    await expect(book(page)).toContainText('INDECOPI');
    await expect(book(page)).toContainText(COMPLAINT.Detalle);
    await expectNoSeriousViolations(page);

    // Kept on the device: found again after a reload.
    await page.reload();
    await openBook(page);
    await book(page)
      .getByRole('button', { name: new RegExp(`^${posted.complaint_code}`) })
      .click();
    await expect(book(page).getByRole('heading', { name: /^Hoja de reclamación/ })).toHaveText(
      `Hoja de reclamación ${posted.complaint_code}`,
    );
  });

  test('sends nothing with a field missing, and focuses it', async ({ page }) => {
    await page.goto('/');
    const requests = await standInForEmailJs(page, 200);
    await openBook(page);
    await fillComplaint(page);
    await bookField(page, 'Teléfono').fill('');
    await book(page).getByRole('button', { name: 'Enviar reclamo' }).click();
    await expect(bookField(page, 'Teléfono')).toBeFocused();
    await expect(book(page)).toContainText('Escribe tu teléfono.');
    expect(requests).toHaveLength(0);
  });

  test('keeps every field when the send is refused', async ({ page }) => {
    await page.goto('/');
    await standInForEmailJs(page, 500);
    await openBook(page);
    await fillComplaint(page);
    await book(page).getByRole('button', { name: 'Enviar reclamo' }).click();
    // The toast region sits behind the modal for a screen reader; the form says it too.
    await expect(page.locator('#toasts')).toContainText('Error al enviar');
    await expect(book(page).getByRole('alert')).toContainText('No pudimos enviar tu reclamo.');
    for (const [label, value] of Object.entries(COMPLAINT))
      await expect(bookField(page, label)).toHaveValue(value);
    await expect(book(page).getByRole('checkbox')).toBeChecked();
  });

  test('opens from the bar of /quote and /checkout', async ({ page }) => {
    await seedStorage(page, { latestQuote: JSON.stringify(weekInEurope(['30'])) });
    await page.goto('/quote');
    await passTheSearch(page);
    await openBook(page);
    await expectNoSeriousViolations(page);
    await book(page).getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('button', { name: 'Contratar AC 250' }).click();
    await expect(page).toHaveURL('/checkout');
    await openBook(page);
    await expect(bookField(page, 'Nombres y apellidos')).toBeVisible();
  });
});
