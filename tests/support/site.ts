import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { EMOTION_KEY, PRERENDERED_CLASSES_SELECTOR } from '../../src/app/emotionCache';
import { ISLAND_ATTRIBUTES } from '../../src/islands/attributes';
import { formatCalendarDate } from '../../src/domain/dates';
import { sentAnHourAgo } from '../../src/testing/fixtures';
import { E2E_EMAILJS, E2E_EXCHANGE_RATE } from './buildEnv.mjs';

/** An island of the page by its name (src/islands/island.tsx). */
export const islandNamed = (page: Page, name: string) =>
  page.locator(`[${ISLAND_ATTRIBUTES.island}="${name}"]`);

/**
 * The CSS rules Emotion has had to work out in the browser so far: those in its own sheet
 * (`data-emotion="<key>"`), not the ones the page's HTML brought (`data-emotion="<key> <ids>"`).
 */
export const stylesMadeInTheBrowser = (page: Page) =>
  page.evaluate(
    (key) =>
      [...document.querySelectorAll<HTMLStyleElement>(`style[data-emotion="${key}"]`)].flatMap(
        (style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
      ),
    EMOTION_KEY,
  );

/** The Emotion classes of the elements in `selector` whose styles the page's HTML did not bring. */
export const classesMadeInTheBrowser = (page: Page, selector: string) =>
  page.evaluate(
    ({ selector, key, prerenderedClasses }) => {
      const prerendered = new Set(
        [...document.querySelectorAll(prerenderedClasses)].flatMap((style) =>
          style.getAttribute('data-emotion')!.split(' ').slice(1),
        ),
      );
      // <key>-0 is Emotion's name for no style at all.
      return [...document.querySelectorAll(`${selector}, ${selector} [class]`)]
        .flatMap((element) => [...element.classList])
        .filter((name) => name.startsWith(`${key}-`) && name !== `${key}-0`)
        .filter((name) => !prerendered.has(name.slice(key.length + 1)));
    },
    { selector, key: EMOTION_KEY, prerenderedClasses: PRERENDERED_CLASSES_SELECTOR },
  );

/** Until the app has hydrated the page: for tests of what comes after, never of the first moment. */
export const appHydrated = (page: Page) => liveApp(page).waitFor({ state: 'attached' });

/** The app's root once it is hydrated: none before. */
export const liveApp = (page: Page) => page.locator(`#root[${ISLAND_ATTRIBUTES.hydrated}]`);

const SOLES = new Intl.NumberFormat('es-PE', { style: 'currency', currency: 'PEN' });
const RATE = Number(E2E_EXCHANGE_RATE.EXCHANGE_RATE_PEN);

/**
 * A dollar price as the site shows it, followed by its soles at the build's rate, to the
 * céntimo: 'US$ 210' -> 'US$ 210 (S/ 785.82)', with plain spaces as Playwright reads text
 * (Intl writes a no-break space after 'S/').
 */
export function withSoles(dollarsText: string): string {
  const cents = Math.round(Number(dollarsText.replace(/[^\d.]/g, '')) * 100);
  const soles = Math.floor((cents * Math.round(RATE * 1000) + 500) / 1000) / 100;
  return `${dollarsText} (${SOLES.format(soles).replace(/\s/g, ' ')})`;
}

/** The rate line of every page with prices, for the build's rate. */
const RATE_FORMAT = new Intl.NumberFormat('es-PE', {
  style: 'currency',
  currency: 'PEN',
  maximumFractionDigits: 4,
});
export const EXCHANGE_RATE_LINE = `Tipo de cambio referencial: ${RATE_FORMAT.format(RATE).replace(/\s/g, ' ')} por US$ 1 (20/11/2026)`;

/** A field by its visible label; required fields' labels end with an asterisk. */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label}`));

export const toasts = (page: Page) => page.getByRole('region', { name: 'Notificaciones' });

export async function expectToast(page: Page, title: string, description?: string) {
  await expect(toasts(page)).toContainText(title);
  if (description) await expect(toasts(page)).toContainText(description);
}

/** 'YYYY-MM-DD', `days` after today in Lima, the browser's time zone in these tests. */
export function limaDate(days = 0): string {
  const now = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(now);
}

export const EMAILJS_SEND_FORM = `${E2E_EMAILJS.EMAILJS_ORIGIN}/api/v1.0/email/send-form`;

/** The fields of a multipart/form-data body. */
export function formFields(request: Request): Record<string, string> {
  const body = request.postData() ?? '';
  const fields: Record<string, string> = {};
  for (const match of body.matchAll(/name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g)) {
    fields[match[1]!] = match[2]!;
  }
  return fields;
}

/** How the stand-in answers: an HTTP status, or a request that never completes. */
export type EmailJsAnswer = number | 'network' | 'aborted' | 'offline';

/**
 * Answers the EmailJS API in place of the real service and records every request the page
 * sends to it, including ones that fail before any answer.
 */
export async function standInForEmailJs(
  page: Page,
  answer: EmailJsAnswer = 200,
  /** Answers only once this settles: what a slow service does to a request in flight. */
  held?: Promise<void>,
) {
  // Counts the page's attempts itself: an offline browser sends no request to observe. A later
  // stand-in on the same page starts the count again, with the same counter.
  await page.evaluate((url) => {
    const counted = window as unknown as { emailAttempts: number; countsEmails?: true };
    counted.emailAttempts = 0;
    if (counted.countsEmails) return;
    counted.countsEmails = true;
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input) === url) counted.emailAttempts += 1;
      return send(input, init);
    };
  }, EMAILJS_SEND_FORM);
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url() === EMAILJS_SEND_FORM) requests.push(request);
  });
  if (answer === 'offline') {
    await page.context().setOffline(true);
    return requests;
  }
  // It takes the place of the last stand-in, if any.
  await page.unroute(EMAILJS_SEND_FORM);
  await page.route(EMAILJS_SEND_FORM, async (route) => {
    await held;
    if (answer === 'network') return route.abort('internetdisconnected');
    if (answer === 'aborted') return route.abort('aborted');
    return route.fulfill({
      status: answer,
      contentType: 'text/plain',
      body: answer === 200 ? 'OK' : 'Error',
      headers: { 'Access-Control-Allow-Origin': '*' },
    });
  });
  return requests;
}

/** How many times the page tried to send to EmailJS since standInForEmailJs. */
export const emailAttempts = (page: Page) =>
  page.evaluate(() => (window as unknown as { emailAttempts: number }).emailAttempts);

export interface QuoteInput {
  destination: string;
  modality?: string;
  departure?: string;
  return?: string;
  ages: string[];
}

/** Fills the hero form as a visitor would and asks for plans. */
export async function requestQuote(page: Page, quote: QuoteInput) {
  await field(page, 'Destino').selectOption(quote.destination);
  if (quote.modality) await field(page, 'Modalidad').selectOption({ label: quote.modality });
  if (quote.departure) await field(page, 'Fecha de salida').fill(quote.departure);
  if (quote.return) await field(page, 'Fecha de regreso').fill(quote.return);
  await field(page, 'Número de viajeros').selectOption(String(quote.ages.length));
  for (const [index, age] of quote.ages.entries()) {
    await field(page, `Edad del viajero ${index + 1}`).fill(age);
  }
  await page.getByRole('button', { name: 'Ver Planes y Precios' }).click();
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 900;

export const SEARCHING = 'Buscando los mejores planes para ti...';

/**
 * Ends the spec's 3-second search screen on /quote with the page's clock instead of the wall
 * clock: the screen shows, then fake time moves on until it is gone, however busy the machine.
 */
export async function passTheSearch(page: Page) {
  await expect(searchScreen(page)).toBeVisible();
  await endTheSearch(page);
}

/** The page's own search screen, inside <main>; the same words show while its code loads. */
const searchScreen = (page: Page) =>
  page.getByRole('main').getByRole('status').filter({ hasText: SEARCHING });

/**
 * Moves the page's clock on until a search screen already seen is gone and the plans are
 * drawn; a search that ran out meanwhile (a long scan on a busy machine) needs no move.
 */
export async function endTheSearch(page: Page) {
  await moveClockUntil(page, searchScreen(page), false);
  // The plans' cards come a frame after the page above them; the list is busy until then.
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Moves the page's clock on a second at a time until `element` shows (or, with `visible` false,
 * is gone). Polled at a short pace: each poll moves the page on, so none is a wall-clock wait.
 */
export async function moveClockUntil(
  page: Page,
  element: Locator,
  visible: boolean,
  timeout?: number,
) {
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(1000);
        return element.isVisible();
      },
      { timeout, intervals: [50] },
    )
    .toBe(visible);
}

/**
 * What localStorage holds under `key`, parsed (null when nothing): poll it, since redux-persist
 * writes storage a moment after the store changes, not in the same task.
 */
export const storedValue = (page: Page, key: string) =>
  page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null'), key);

/**
 * Writes localStorage from a blank page of the site's origin, where no app runs that could
 * write its own state over the values; the test then opens the route it wants.
 */
export async function seedStorage(page: Page, entries: Record<string, string>) {
  await page.route('/seed', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><link rel="icon" href="data:,">',
    }),
  );
  await page.goto('/seed');
  await page.evaluate((values) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}

/** Holds the scripts that match `pattern` until the returned function is called. */
async function holdScripts(page: Page, pattern: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Holds the app's code back until the returned function is called, so whatever the test does
 * first is done on the prerendered page, however fast the machine: the entry has come.
 */
export const holdTheApp = (page: Page) => holdScripts(page, '**/assets/app.*.js');

/**
 * Holds every script of the site, the entry among them, until the returned function is called:
 * a slow link, whose page's HTML comes long before any of its code.
 */
export const holdEveryScript = (page: Page) => holdScripts(page, '**/assets/*.js');

/**
 * A stored per-day quote for a week in Europe starting in ten days (contract section 3), sent
 * an hour ago: /quote searches its whole 3 s for it (the search runs from the send).
 */
export const weekInEurope = (ages: string[]) => ({
  destination: 'Europa',
  modality: 'por_dias',
  departureDate: limaDate(10),
  returnDate: limaDate(17),
  travelers: ages.length,
  ages,
  timestamp: sentAnHourAgo(),
});

/**
 * Reads the landing page down to its footer, as a visitor does: each section's code comes as it
 * nears the screen (src/islands/island.tsx), and each is hydrated before the next.
 */
export async function readDownToTheFooter(page: Page) {
  for (const part of ['services', 'contact', 'footer']) {
    const zone = islandNamed(page, part);
    await zone.scrollIntoViewIfNeeded();
    await expect(zone).toHaveAttribute(ISLAND_ATTRIBUTES.hydrated);
  }
}

export interface TravellerInput {
  firstName: string;
  lastName: string;
  /** 'YYYY-MM-DD', typed as a visitor writes it: 'DD/MM/AAAA'. */
  birthDate: string;
  docType?: string;
  docNumber?: string;
  /** As typed; a Peruvian mobile number by default. */
  phone?: string;
}

/** Traveller n's card on /checkout, 'Datos del Viajero n'. */
export const travellerCard = (page: Page, n: number) =>
  page.getByRole('group', { name: `Datos del Viajero ${n}` });

/** Fills traveller n's card on /checkout as a visitor would. */
export async function fillTraveller(page: Page, n: number, traveller: TravellerInput) {
  const card = travellerCard(page, n);
  await field(card, 'Nombres').fill(traveller.firstName);
  await field(card, 'Apellidos').fill(traveller.lastName);
  await field(card, 'Tipo de documento').selectOption({ label: traveller.docType ?? 'DNI' });
  await field(card, 'Número de documento').fill(traveller.docNumber ?? `4567891${n}`);
  await field(card, 'Fecha de nacimiento').fill(formatCalendarDate(traveller.birthDate));
  await field(card, 'Correo electrónico').fill('carla@example.pe');
  await field(card, 'Teléfono').fill(traveller.phone ?? '987654321');
}

/** 'Mi seguro', wherever the width puts it. */
export const myCoverButton = (page: Page) => page.getByRole('button', { name: 'Mi seguro' });

/** Errors and warnings the page reports from now on: a page that works says none. */
export function pageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return problems;
}

/**
 * Records every layout shift of the pages the test opens next, from their first paint; the
 * returned function reads the open page's shifts.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
}
