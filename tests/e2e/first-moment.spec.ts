import type { Page } from '@playwright/test';
import { ANY_WIDTH, expect, test as liveTest, visitorTest } from '../support/test';
import {
  appHydrated,
  expectToast,
  holdEveryScript,
  holdTheApp,
  field,
  isPhone,
  limaDate,
  passTheSearch,
  SEARCHING,
  seedStorage,
  standInForEmailJs,
  toasts,
  weekInEurope,
  storedValue,
} from '../support/site';

// Every tap counts: what a visitor does on the prerendered landing page before the app is
// live is carried out once it is, and no message that a press reveals moves the button away.
// These tests act the moment a control shows; none waits for the app to say it is ready before
// it acts.

// Where the live form's answer is awaited after the app is released, the app's own start is
// awaited first (with no limit but the test's): the answer then needs the form's code and its
// schema's as well, and on a busy machine the whole chain took over the 10 s an expectation
// waits (the kept tap failed 2 runs of 12 so).
/** A yearly quote for one traveller aged `age`, typed into the form on the page as it is. */
async function typeAnnualQuoteToAsia(page: Page, age: string) {
  await field(page, 'Destino').selectOption('Asia');
  await field(page, 'Modalidad').selectOption({ label: 'Anual múltitrip 30 días' });
  await field(page, 'Edad del viajero 1').fill(age);
}

visitorTest.describe('before the app is live', () => {
  visitorTest(
    "a click on 'Ver Planes y Precios' gets the spec's toast at once, while the app still loads",
    async ({ page }) => {
      const release = await holdTheApp(page);
      await page.goto('/', { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Ver Planes y Precios' }).click();
      // The app's own script is still held back: the answer does not wait for it.
      await expectToast(page, 'Campos incompletos', 'Por favor selecciona destino y modalidad.');
      await expect(field(page, 'Destino')).toBeFocused();
      release();
      // Once live, the form marks what to fix, and the answered click is not carried out again.
      await appHydrated(page);
      await expect(page.getByText('Elige tu destino.')).toBeVisible();
      await page.getByRole('button', { name: 'Ver Planes y Precios' }).click();
      await expectToast(page, 'Campos incompletos');
      await expect(toasts(page).getByRole('button', { name: 'Cerrar notificación' })).toHaveCount(
        1,
      );
    },
  );

  visitorTest(
    "age 0 sent with Enter before the app is live: 'Edades inválidas' at once",
    ANY_WIDTH,
    async ({ page }) => {
      const release = await holdTheApp(page);
      await page.goto('/', { waitUntil: 'commit' });
      await typeAnnualQuoteToAsia(page, '0');
      await field(page, 'Edad del viajero 1').press('Enter');
      await expectToast(
        page,
        'Edades inválidas',
        'Por favor ingresa una edad válida (1-99) para cada viajero.',
      );
      await expect(field(page, 'Edad del viajero 1')).toBeFocused();
      release();
      await appHydrated(page);
      await expect(page.getByText('Ingresa una edad entre 1 y 99.')).toBeVisible();
      await expect(page).toHaveURL('/');
      await expect(field(page, 'Edad del viajero 1')).toHaveValue('0');
    },
  );

  visitorTest(
    'a quote typed and sent before the app is live opens /quote',
    ANY_WIDTH,
    async ({ page }) => {
      const release = await holdTheApp(page);
      await page.goto('/', { waitUntil: 'commit' });
      await typeAnnualQuoteToAsia(page, '45');
      await field(page, 'Edad del viajero 1').press('Enter');
      release();
      await expect(page).toHaveURL('/quote');
      await expect
        .poll(() => storedValue(page, 'latestQuote'))
        .toMatchObject({ destination: 'Asia', modality: 'anual_30', ages: ['45'] });
    },
  );

  visitorTest(
    'a valid quote sent before the app is live: at work at once, stored once, the search screen, then the plans',
    ANY_WIDTH,
    async ({ page }) => {
      await page.clock.install();
      const release = await holdTheApp(page);
      const written: string[] = [];
      await page.exposeFunction('noteQuoteWritten', (value: string) => written.push(value));
      await page.addInitScript(() => {
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (key: string, value: string) {
          if (key === 'latestQuote') {
            void (
              window as unknown as { noteQuoteWritten(value: string): Promise<void> }
            ).noteQuoteWritten(value);
          }
          return setItem.call(this, key, value);
        };
        // What the landing page showed and said as it left for /quote.
        addEventListener('pagehide', () => {
          const send = document.querySelector('#quote-form [type="submit"]');
          if (!send) return;
          sessionStorage.setItem(
            'leftWith',
            JSON.stringify({
              busy: send.getAttribute('aria-busy'),
              said: document.querySelector('#toasts [role="status"]')?.textContent,
            }),
          );
        });
      });
      await page.goto('/', { waitUntil: 'commit' });
      await typeAnnualQuoteToAsia(page, '45');
      const send = page.getByRole('button', { name: 'Ver Planes y Precios' });
      await send.click();
      // The app's code is still held back: /quote's prerendered search screen answers.
      await expect(page).toHaveURL('/quote');
      await expect(page.getByRole('main').getByRole('status')).toHaveText(SEARCHING);
      expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('leftWith')!))).toEqual({
        busy: 'true',
        said: SEARCHING,
      });
      // One quote: written as it was sent, and the same text again as the page left.
      expect(new Set(written).size).toBe(1);
      expect(JSON.parse(written[0]!)).toMatchObject({
        destination: 'Asia',
        modality: 'anual_30',
        ages: ['45'],
      });
      release();
      await passTheSearch(page);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('para tu viaje a Asia');
      // The page read the quote back (and redux-persist wrote the same text): one quote.
      expect(new Set(written).size).toBe(1);
    },
  );

  visitorTest(
    "once the app is live, a quote sent before the form's code goes to /quote without a page load",
    async ({ page }) => {
      // The form's code is held back; the app around it is live.
      await page.route('**/assets/quote-form.*.js', () => undefined);
      await page.goto('/');
      await appHydrated(page);
      await typeAnnualQuoteToAsia(page, '45');
      await page.evaluate(() => document.body.setAttribute('data-same-page', ''));
      await page.getByRole('button', { name: 'Ver Planes y Precios' }).click();
      await expect(page).toHaveURL('/quote');
      await passTheSearch(page);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('para tu viaje a Asia');
      // The app's router took the visitor there: the page is the same one.
      await expect(page.locator('body[data-same-page]')).toHaveCount(1);
      await expect
        .poll(() => storedValue(page, 'latestQuote'))
        .toMatchObject({ destination: 'Asia' });
    },
  );

  visitorTest(
    'a date only its field refuses gets the focus at once, and its message once the form is live',
    ANY_WIDTH,
    async ({ page }) => {
      const release = await holdTheApp(page);
      await page.goto('/', { waitUntil: 'commit' });
      await field(page, 'Destino').selectOption('Asia');
      await field(page, 'Fecha de salida').fill('2020-01-01');
      await field(page, 'Fecha de regreso').fill('2020-01-05');
      await field(page, 'Edad del viajero 1').fill('45');
      await page.getByRole('button', { name: 'Ver Planes y Precios' }).click();
      // No toast is due for a date in the past: the field to fix takes the focus.
      await expect(field(page, 'Fecha de salida')).toBeFocused();
      release();
      await appHydrated(page);
      await expect(page.getByText('La fecha de salida no puede ser anterior a hoy.')).toBeVisible();
      await expect(field(page, 'Edad del viajero 1')).toHaveValue('45');
      await expect(page).toHaveURL('/');
    },
  );

  visitorTest(
    'a field focused before the form is live shows itself focused once it is, its value kept',
    ANY_WIDTH,
    async ({ page }) => {
      const release = await holdTheApp(page);
      await page.goto('/', { waitUntil: 'commit' });
      const destination = field(page, 'Destino');
      await destination.focus();
      await page.keyboard.press('E');
      await page.keyboard.press('u');
      release();
      await expect(page.locator('[data-island="quote-form"]')).toHaveAttribute('data-hydrated');
      await expect(destination).toBeFocused();
      await expect(destination).toHaveValue('Europa');
      // MUI draws a focused field's outline and label from its own state, which the live form
      // learns from the focus event the island passes on once it is hydrated.
      await expect(page.locator('label[for="quote-destination"]')).toHaveClass(/Mui-focused/);
    },
  );

  visitorTest('the navigation answers a click made before the app is live', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Abrir menú' }).tap();
      release();
      const menu = page.getByRole('navigation', { name: 'Menú' });
      await expect(menu).toBeVisible();
      const item = menu.getByRole('link', { name: 'Servicios' });
      await expect(item).toBeInViewport({ ratio: 1 });
      await item.click();
      await expect(menu).toBeHidden();
    } else {
      await page
        .getByRole('navigation', { name: 'Principal' })
        .getByRole('link', { name: 'Servicios' })
        .click();
      release();
    }
    // The click, kept until the app was live, scrolls to the section, which was there all along.
    await expect(page.locator('#servicios')).toBeInViewport({ ratio: 0.3 });
    await expect(toasts(page)).toHaveText('');
  });

  visitorTest(
    "a click the moment the page opens, at the machine's own pace, is answered",
    async ({ page }) => {
      await page.goto('/', { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Ver Planes y Precios' }).click();
      await expectToast(page, 'Campos incompletos');
    },
  );
});

// A slow link: the page's HTML, then nothing, not even the entry script. Each tap is shown at
// work at once, and carried out once the scripts come.
visitorTest.describe('before any script has come', () => {
  visitorTest('a valid quote goes on to the plans, the quote kept', ANY_WIDTH, async ({ page }) => {
    await page.clock.install();
    const release = await holdEveryScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    await field(page, 'Destino').selectOption('Europa');
    await field(page, 'Fecha de salida').fill(limaDate(3));
    await field(page, 'Fecha de regreso').fill(limaDate(10));
    await field(page, 'Edad del viajero 1').fill('34');
    const send = page.getByRole('button', { name: 'Ver Planes y Precios' });
    await send.click();
    await expect(send).toHaveAttribute('aria-busy', 'true');
    expect(await storedValue(page, 'latestQuote')).toBeNull();
    release();
    await expect(page).toHaveURL('/quote');
    await passTheSearch(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('para tu viaje a Europa');
    expect(await storedValue(page, 'latestQuote')).toMatchObject({
      destination: 'Europa',
      modality: 'por_dias',
      departureDate: limaDate(3),
      returnDate: limaDate(10),
      ages: ['34'],
    });
  });

  visitorTest(
    "a refused quote gets the spec's toast, the field to fix and its message",
    ANY_WIDTH,
    async ({ page }) => {
      const release = await holdEveryScript(page);
      await page.goto('/', { waitUntil: 'commit' });
      const send = page.getByRole('button', { name: 'Ver Planes y Precios' });
      await send.click();
      await expect(send).toHaveAttribute('aria-busy', 'true');
      release();
      await expectToast(page, 'Campos incompletos', 'Por favor selecciona destino y modalidad.');
      await expect(field(page, 'Destino')).toBeFocused();
      await appHydrated(page);
      await expect(page.getByText('Elige tu destino.')).toBeVisible();
      await expect(send).not.toHaveAttribute('aria-busy');
      await expect(page).toHaveURL('/');
    },
  );

  visitorTest('the menu and a navigation item answer', async ({ page }) => {
    const release = await holdEveryScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    if (isPhone(page)) {
      const open = page.getByRole('button', { name: 'Abrir menú' });
      await open.tap();
      await expect(open).toHaveAttribute('aria-busy', 'true');
      release();
      const menu = page.getByRole('navigation', { name: 'Menú' });
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: 'Servicios' }).click();
      await expect(menu).toBeHidden();
    } else {
      const item = page
        .getByRole('navigation', { name: 'Principal' })
        .getByRole('link', { name: 'Servicios' });
      await item.click();
      await expect(item).toHaveAttribute('aria-busy', 'true');
      release();
    }
    await expect(page.locator('#servicios')).toBeInViewport({ ratio: 0.3 });
    await expect(toasts(page)).toHaveText('');
  });
});

liveTest.describe('no moving target', () => {
  liveTest(
    "age 0 typed, then 'Ver Planes y Precios' clicked straight away: 'Edades inválidas'",
    async ({ page }) => {
      await page.goto('/');
      await field(page, 'Destino').selectOption('Europa');
      await field(page, 'Fecha de salida').fill(limaDate(3));
      await field(page, 'Fecha de regreso').fill(limaDate(8));
      await field(page, 'Edad del viajero 1').fill('0');
      // No blur first: the press itself takes focus from the age field.
      await page.getByRole('button', { name: 'Ver Planes y Precios' }).click();
      await expectToast(
        page,
        'Edades inválidas',
        'Por favor ingresa una edad válida (1-99) para cada viajero.',
      );
      await expect(page.getByText('Ingresa una edad entre 1 y 99.')).toBeVisible();
    },
  );

  liveTest(
    "a wrong e-mail typed, then 'Pagar de forma segura' clicked straight away: the spec's toast",
    async ({ page }) => {
      await seedStorage(page, {
        latestQuote: JSON.stringify(weekInEurope(['30'])),
        selectedPlan: JSON.stringify({ productName: 'AC 150' }),
      });
      await page.goto('/checkout');
      const card = page.getByRole('group', { name: 'Datos del Viajero 1' });
      await field(card, 'Nombres').fill('Carla');
      await field(card, 'Apellidos').fill('Salazar');
      await field(card, 'Fecha de nacimiento').fill('14/02/1990');
      await field(card, 'Teléfono').fill('987654321');
      await field(card, 'Correo electrónico').fill('carla@');
      await page.getByRole('button', { name: 'Pagar de forma segura' }).click();
      await expectToast(
        page,
        'Datos incompletos',
        'Por favor, completa todos los campos para cada viajero.',
      );
      await expect(field(card, 'Número de documento')).toBeFocused();
    },
  );

  liveTest(
    "a wrong e-mail typed, then 'Enviar Mensaje' clicked straight away: every field explained",
    async ({ page }) => {
      await page.goto('/');
      const requests = await standInForEmailJs(page, 200);
      await field(page, 'Nombre').fill('Rosa');
      await field(page, 'Correo electrónico').fill('rosa@');
      await page.getByRole('button', { name: 'Enviar Mensaje' }).click();
      await expect(page.getByText('Escribe tu mensaje.')).toBeVisible();
      await expect(
        page.getByText('Escribe un correo válido, por ejemplo nombre@correo.com.'),
      ).toBeVisible();
      expect(requests).toHaveLength(0);
    },
  );
});
