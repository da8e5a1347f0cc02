import { ANY_WIDTH, expect, test } from '../support/test';
import {
  expectToast,
  field,
  formFields,
  isPhone,
  limaDate,
  standInForEmailJs,
  storedValue,
} from '../support/site';

test.describe('the landing page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  // What sits over the page from its top: the header (its contact strip, its background as the
  // page scrolls) and the WhatsApp shortcut, on one load.
  test('the header and the WhatsApp shortcut over the page', async ({ page }) => {
    const header = page.getByRole('banner');
    await test.step('the contact strip shows on wide screens only, the tagline at the widest', async () => {
      const phone = header.getByRole('link', { name: /^\+51 912 345 678$/ });
      const tagline = header.getByText('Compara y Ahorra en tu Seguro de Viaje');
      if (isPhone(page)) {
        await expect(phone).toBeHidden();
        await expect(tagline).toBeHidden();
      } else {
        await expect(phone).toBeVisible();
        await expect(header.getByRole('link', { name: 'ventas@comparayahorra.pe' })).toBeVisible();
        await expect(tagline).toBeVisible();
      }
    });

    await test.step('the WhatsApp shortcut floats on the page and opens a chat in a new tab', async () => {
      const whatsApp = page.getByRole('link', { name: /^Chatea con nosotros por WhatsApp/ });
      await expect(whatsApp).toBeInViewport();
      await expect(whatsApp).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/51912345678\?text=Necesito%20una%20cotizaci%C3%B3n$/,
      );
      await expect(whatsApp).toHaveAttribute('target', '_blank');
    });

    await test.step('the header is transparent over the hero and solid once scrolled past 50 px', async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header).toHaveAttribute('data-solid', 'false');
      await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      await page.evaluate(() => window.scrollTo(0, 50));
      await expect(header).toHaveAttribute('data-solid', 'false');
      await expect(page.locator('#contacto')).toBeAttached(); // the page is long enough to scroll
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect(header).toHaveAttribute('data-solid', 'true');
      await expect(header).toHaveCSS('backdrop-filter', 'blur(10px)');
    });
  });

  test('the navigation scrolls to each section (through the menu on phones)', async ({ page }) => {
    for (const [label, id] of [
      ['Contacto', 'contacto'],
      ['Servicios', 'servicios'],
      ['Aseguradoras', 'comparador'],
      ['Inicio', 'inicio'],
    ]) {
      if (isPhone(page)) {
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        // A visitor taps an item once the menu has slid open far enough to show it whole.
        const item = page
          .getByRole('navigation', { name: 'Menú' })
          .getByRole('link', { name: label });
        await expect(item).toBeInViewport({ ratio: 1 });
        await item.click();
        await expect(page.getByRole('navigation', { name: 'Menú' })).toBeHidden();
      } else {
        await page
          .getByRole('navigation', { name: 'Principal' })
          .getByRole('link', { name: label })
          .click();
      }
      await expect(page.locator(`#${id}`)).toBeInViewport({ ratio: 0.3 });
    }
  });

  test(
    'the quote form shows the spec toasts in order, then stores the quote and opens /quote',
    ANY_WIDTH,
    async ({ page }) => {
      const submit = page.getByRole('button', { name: 'Ver Planes y Precios' });
      await submit.click();
      await expectToast(page, 'Campos incompletos', 'Por favor selecciona destino y modalidad.');
      await expect(field(page, 'Destino')).toBeFocused();

      await field(page, 'Destino').selectOption('Europa');
      await submit.click();
      await expectToast(
        page,
        'Campos incompletos',
        "Por favor completa las fechas para la modalidad 'Por días'.",
      );

      await field(page, 'Fecha de salida').fill(limaDate(5));
      await field(page, 'Fecha de regreso').fill(limaDate(12));
      await field(page, 'Edad del viajero 1').fill('120');
      await submit.click();
      await expectToast(
        page,
        'Edades inválidas',
        'Por favor ingresa una edad válida (1-99) para cada viajero.',
      );
      await expect(page.getByText('Ingresa una edad entre 1 y 99.')).toBeVisible();

      await field(page, 'Número de viajeros').selectOption('2');
      await expect(field(page, 'Edad del viajero 1')).toHaveValue('');
      await field(page, 'Edad del viajero 1').fill('41');
      await field(page, 'Edad del viajero 2').fill('70');
      await submit.click();

      await expect(page).toHaveURL('/quote');
      await expect
        .poll(() => storedValue(page, 'latestQuote'))
        .toEqual({
          destination: 'Europa',
          modality: 'por_dias',
          departureDate: limaDate(5),
          returnDate: limaDate(12),
          travelers: 2,
          ages: ['41', '70'],
          timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        });
    },
  );

  test('each partner card describes the insurer on hover or focus and links to an advisor on WhatsApp', async ({
    page,
  }) => {
    const cards = page.locator('#comparador article');
    await expect(cards).toHaveCount(4);
    for (const name of ['ASSISTCARD', 'INTERMAC ASSISTANCE', 'UNIVERSAL ASSISTANCE', 'ASSIST 1']) {
      await expect(cards.filter({ hasText: name })).toHaveCount(1);
    }
    const card = cards.filter({ hasText: 'INTERMAC ASSISTANCE' });
    const description = card.getByText('Asistencia integral con planes flexibles');
    const advisor = card.getByRole('link', { name: /Hablar con un Asesor/ });
    if (!isPhone(page)) {
      await expect(description).toBeHidden();
      await card.hover();
      await expect(description).toBeVisible();
      await page.mouse.move(0, 0);
      await expect(description).toBeHidden();
    }
    await advisor.focus();
    await expect(description).toBeVisible();
    await expect(advisor).toHaveAttribute(
      'href',
      'https://wa.me/51912345678?text=Necesito%20una%20cotizaci%C3%B3n',
    );
    await expect(advisor).toHaveAttribute('target', '_blank');
    await expect(advisor).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('the services list four cards and the emergency contacts dialog', async ({ page }) => {
    for (const title of [
      'Asistencia Médica',
      'Equipaje Protegido',
      'Cancelación de Viaje',
      'Asistencia 24/7',
    ]) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    const open = page.getByRole('button', { name: 'Ver Contactos de Emergencia' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Contactos de Emergencia 24/7' });
    await expect(dialog).toBeVisible();
    for (const insurer of [
      'ASSISTCARD',
      'INTERMAC ASSISTANCE',
      'UNIVERSAL ASSISTANCE',
      'ASSIST 1',
    ]) {
      const entry = dialog
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: insurer, exact: true }) });
      await expect(entry.getByRole('link', { name: /^Teléfono: \+51/ })).toBeVisible();
      await expect(entry.getByRole('link', { name: /^WhatsApp: \+51/ })).toBeVisible();
      await expect(entry.getByText(/^App /)).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'Entendido' }).click();
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test(
    'the contact form posts the spec form data to EmailJS, thanks the visitor and resets',
    ANY_WIDTH,
    async ({ page }) => {
      const requests = await standInForEmailJs(page, 200);
      await field(page, 'Nombre').fill('Rosa Huamán');
      await field(page, 'Correo electrónico').fill('rosa@example.pe');
      await field(page, 'Mensaje').fill('¿Cubren deportes de aventura en Cusco?');
      await page.getByRole('button', { name: 'Enviar Mensaje' }).click();

      await expectToast(
        page,
        '¡Mensaje enviado!',
        'Hemos recibido tu mensaje. Te contactaremos pronto.',
      );
      expect(requests).toHaveLength(1);
      expect(requests[0]!.method()).toBe('POST');
      expect(formFields(requests[0]!)).toEqual({
        user_name: 'Rosa Huamán',
        user_email: 'rosa@example.pe',
        message: '¿Cubren deportes de aventura en Cusco?',
        lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
        service_id: 'service_e2e',
        template_id: 'template_e2e',
        user_id: 'public_key_e2e',
      });
      await expect(field(page, 'Nombre')).toHaveValue('');
      await expect(field(page, 'Mensaje')).toHaveValue('');
    },
  );
});
