import type { Page } from '@playwright/test';
import { ANY_WIDTH, expect, visitorTest as test } from '../support/test';
import {
  appHydrated,
  expectToast,
  field,
  formFields,
  holdTheApp,
  standInForEmailJs,
  toasts,
} from '../support/site';

// The landing page is whole in index.html, from its first byte: deep links, screen readers,
// search engines and print get every section, and every control in them works from the moment
// it shows, before the sections' code has come. These tests never wait for the app.

const INSURERS = ['ASSISTCARD', 'INTERMAC ASSISTANCE', 'UNIVERSAL ASSISTANCE', 'ASSIST 1'];
const SERVICES = [
  'Asistencia Médica',
  'Equipaje Protegido',
  'Cancelación de Viaje',
  'Asistencia 24/7',
];
const DEEP_LINKS = ['comparador', 'servicios', 'contacto'];

/** The section opened by `/#id` sits at the top of the screen, its title clear of the header. */
async function expectSectionOnTop(page: Page, id: string) {
  await expect(page.locator(`#${id}`)).toBeInViewport();
  await expect
    .poll(() =>
      page.evaluate((sectionId) => {
        const section = document.getElementById(sectionId)!.getBoundingClientRect();
        const title = document.getElementById(`${sectionId}-title`)!.getBoundingClientRect();
        const header = document.querySelector('header')!.getBoundingClientRect();
        // The page keeps room for the fixed header above anchors (scroll-padding-top: 100px).
        return section.top >= 0 && section.top <= 101 && title.top >= header.bottom;
      }, id),
    )
    .toBe(true);
}

test.describe('deep links', () => {
  for (const id of DEEP_LINKS) {
    test(`/#${id} opens on its section`, async ({ page }) => {
      await page.goto(`/#${id}`);
      await expectSectionOnTop(page, id);
    });
  }
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  for (const id of DEEP_LINKS) {
    test(`/#${id} opens on its section, by the browser's own anchor scroll`, async ({ page }) => {
      await page.goto(`/#${id}`);
      await expectSectionOnTop(page, id);
    });
  }

  test(
    "every spec text of the sections is in the page, and the header turns solid as it's scrolled",
    ANY_WIDTH,
    async ({ page }) => {
      await page.goto('/#contacto');
      for (const text of [
        ...INSURERS,
        'Hablar con un Asesor',
        ...SERVICES,
        'Ver Contactos de Emergencia',
        'Enviar Mensaje',
        'Política de privacidad',
      ]) {
        await expect(page.getByText(text, { exact: true }).first()).toBeAttached();
      }
      for (const label of ['Nombre', 'Correo electrónico', 'Mensaje']) {
        await expect(field(page.locator('#contacto'), label)).toBeVisible();
      }
      await expect(page.getByRole('banner')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    },
  );
});

test(
  'a screen reader finds the whole page with no scroll, before the app is live',
  ANY_WIDTH,
  async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('contentinfo')).toBeAttached();
    const tree = await page.locator('body').ariaSnapshot();
    for (const name of [...INSURERS, ...SERVICES]) expect(tree).toContain(`heading "${name}"`);
    expect(tree).toContain('button "Ver Contactos de Emergencia"');
    expect(tree).toContain('button "Enviar Mensaje"');
    expect(tree).toContain('- contentinfo');
    release();
  },
);

test('printed, the landing page shows every section and the footer', async ({ page }) => {
  await page.goto('/');
  await page.emulateMedia({ media: 'print' });
  for (const id of ['inicio', ...DEEP_LINKS]) await expect(page.locator(`#${id}`)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ASSIST 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar Mensaje' })).toBeVisible();
});

test.describe('date limits from the first paint', () => {
  test(
    "min is the visitor's local date in Lima late in the evening, before any script of the app",
    ANY_WIDTH,
    async ({ page }) => {
      // 22:30 in Lima is already the next day in UTC.
      await page.clock.install({ time: new Date('2026-11-23T22:30:00-05:00') });
      const release = await holdTheApp(page);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await expect(field(page, 'Fecha de salida')).toHaveAttribute('min', '2026-11-23');
      await expect(field(page, 'Fecha de regreso')).toHaveAttribute('min', '2026-11-23');
      // The return's limit follows the departure the visitor picks.
      await field(page, 'Fecha de salida').fill('2026-12-05');
      await expect(field(page, 'Fecha de regreso')).toHaveAttribute('min', '2026-12-05');
      release();
      await appHydrated(page);
      await expect(field(page, 'Fecha de regreso')).toHaveAttribute('min', '2026-12-05');
    },
  );
});

test.describe('the sections answer from the moment they show', () => {
  test("a click on 'Ver Contactos de Emergencia' before the app is live opens the dialog", async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Ver Contactos de Emergencia' }).click();
    release();
    const dialog = page.getByRole('dialog', { name: 'Contactos de Emergencia 24/7' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Entendido' }).click();
    await expect(dialog).toBeHidden();
  });

  test(
    'a footer button clicked before the app is live says it is not built yet',
    ANY_WIDTH,
    async ({ page }) => {
      const release = await holdTheApp(page);
      await page.goto('/', { waitUntil: 'commit' });
      await page.getByRole('contentinfo').getByRole('button', { name: 'Instagram' }).click();
      release();
      await expectToast(page, 'Esta función aún no está implementada');
    },
  );

  test(
    'a contact message typed and sent before the app is live is sent, whole',
    ANY_WIDTH,
    async ({ page }) => {
      const release = await holdTheApp(page);
      await page.goto('/', { waitUntil: 'commit' });
      const requests = await standInForEmailJs(page, 200);
      const form = page.getByRole('form', { name: 'Escríbenos' });
      await field(form, 'Nombre').fill('Rosa Quispe');
      await field(form, 'Correo electrónico').fill('rosa@example.pe');
      await field(form, 'Mensaje').fill('Viajamos a Europa en marzo, somos cuatro.');
      await form.getByRole('button', { name: 'Enviar Mensaje' }).click();
      release();
      await expectToast(page, '¡Mensaje enviado!', 'Hemos recibido tu mensaje.');
      expect(requests).toHaveLength(1);
      expect(formFields(requests[0]!)).toMatchObject({
        user_name: 'Rosa Quispe',
        user_email: 'rosa@example.pe',
        message: 'Viajamos a Europa en marzo, somos cuatro.',
      });
      // The form resets after the send, as the spec says.
      await expect(field(form, 'Mensaje')).toHaveValue('');
      await expect(toasts(page).getByRole('button', { name: 'Cerrar notificación' })).toHaveCount(
        1,
      );
    },
  );
});
