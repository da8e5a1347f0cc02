import { expect, test } from '../support/test';
import { expectToast, field, limaDate, requestQuote, toasts, storedValue } from '../support/site';

// Rules of the landing page's forms and footer that the width cannot change: one width.
test.describe('the landing page, at one width', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('an annual modality disables and clears the dates', async ({ page }) => {
    await field(page, 'Fecha de salida').fill(limaDate(1));
    await field(page, 'Modalidad').selectOption({ label: 'Anual múltitrip 60 días' });
    await expect(field(page, 'Fecha de salida')).toBeDisabled();
    await expect(field(page, 'Fecha de salida')).toHaveValue('');
    await requestQuote(page, { destination: 'Asia', ages: ['30'] });
    await expect(page).toHaveURL('/quote');
    await expect
      .poll(() => storedValue(page, 'latestQuote'))
      .toMatchObject({ modality: 'anual_60', departureDate: '', returnDate: '' });
  });

  test('the departure date cannot be before today in Lima', async ({ page }) => {
    // The form comes to life when first used: here, the date field taken.
    await field(page, 'Fecha de salida').focus();
    await expect(field(page, 'Fecha de salida')).toHaveAttribute('min', limaDate(0));
    await field(page, 'Fecha de salida').fill(limaDate(3));
    await expect(field(page, 'Fecha de regreso')).toHaveAttribute('min', limaDate(3));
  });

  test('the footer links say they are not built yet', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    // 12 column links, privacy, terms, the Libro de Reclamaciones and 4 social buttons; the
    // footer loads after the hero.
    await expect(footer.getByRole('button')).toHaveCount(19);
    for (const name of [
      'ASSISTCARD',
      'Equipaje Protegido',
      'Nosotros',
      'Política de privacidad',
      'Términos y condiciones',
      'Instagram',
    ]) {
      await footer.getByRole('button', { name, exact: true }).click();
      await expectToast(page, 'Esta función aún no está implementada');
      await toasts(page).getByRole('button', { name: 'Cerrar notificación' }).click();
      await expect(toasts(page)).toHaveText('');
    }
  });
});
