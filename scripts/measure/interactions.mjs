// What no library measures, in Chromium at 4x CPU on a 390 px page: a tap on 'Ver Planes y
// Precios' the moment / first paints, and the purchase's interactions (Event Timing: input to
// the next paint) and animation frames (Long Animation Frames), each beside the same tap or
// click on a page with nothing but the button (/bench/one-button). Used by `npm run bench`.
// Some functions below run in the page, not in Node.
/* global window, document, addEventListener, MutationObserver, requestAnimationFrame */

const PHONE = { width: 390, height: 844 };
// Tall enough that the quote button is on the first screen: the tap comes at the first paint,
// with no scroll before it.
const TALL_PHONE = { width: 390, height: 1120 };
// A brisk press: a person holds a mouse button or a finger down for about a tenth of a second.
const PRESS_MS = 80;
// A new window's browser interface is built beside the page for a moment after it opens; a
// visitor who follows a link meets none of it, so the page is opened once that has settled.
const NEW_WINDOW_SETTLES_MS = 2000;

/** The middle of a laid-out box, where a finger lands. */
const centreOf = (box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

async function throttled(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/** A finger's tap at `point`: raw touches, as a phone sends them. */
async function tapWithAFinger(cdp, point) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * In the page, from its start: the tap's time, the moment the toast's words enter the page, and
 * the paint after each click (Event Timing, which leaves out a click painted within 16 ms).
 */
function noteTheTap() {
  const times = { tap: 0, answer: 0, clicks: [] };
  window.benchTap = times;
  addEventListener('pointerdown', (event) => (times.tap ||= event.timeStamp), true);
  new MutationObserver(() => {
    if (!times.answer && document.getElementById('toasts')?.textContent.includes('Campos'))
      times.answer = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const click of list.getEntriesByName('click'))
      times.clicks.push([
        click.processingStart,
        click.processingEnd,
        click.startTime + click.duration,
      ]);
  }).observe({ type: 'event', durationThreshold: 16 });
}

/**
 * A tap on 'Ver Planes y Precios' made the moment `url` first paints: milliseconds from the tap
 * to the toast's words in the page (`answered`) and to the paint that shows them (`shown`);
 * null when the tap is lost.
 */
export async function tapAtFirstPaint(browser, url) {
  const probe = await browser.newPage({ viewport: TALL_PHONE });
  await probe.goto(url, { waitUntil: 'load' });
  const spot = centreOf(
    await probe.getByRole('button', { name: 'Ver Planes y Precios' }).boundingBox(),
  );
  await probe.close();
  const context = await browser.newContext({
    viewport: TALL_PHONE,
    hasTouch: true,
    locale: 'es-PE',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(noteTheTap);
    await new Promise((resolve) => setTimeout(resolve, NEW_WINDOW_SETTLES_MS));
    const cdp = await throttled(context, page);
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    const painted = new Promise((resolve) =>
      cdp.on('Page.lifecycleEvent', (event) => event.name === 'firstContentfulPaint' && resolve()),
    );
    await page.goto(url, { waitUntil: 'commit' });
    await painted;
    await tapWithAFinger(cdp, spot);
    const answered = await page
      .waitForFunction(() => window.benchTap.answer > 0, null, { timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
    if (!answered) return null;
    // The click's paint is noted once it is on the screen: wait for it a moment.
    await page
      .waitForFunction(
        () => window.benchTap.clicks.some(([, end]) => end >= window.benchTap.answer),
        null,
        { timeout: 3_000 },
      )
      .catch(() => undefined);
    const { tap, answer, clicks } = await page.evaluate(() => window.benchTap);
    const paint = clicks.find(([start, end]) => answer >= start && answer <= end)?.[2];
    return { answered: answer - tap, shown: (paint ?? answer + 16) - tap };
  } finally {
    await context.close();
  }
}

/** In the page, from its start: every interaction's duration and every long frame's. */
function noteInteractions() {
  const seen = { events: [], frames: [] };
  window.benchSeen = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) seen.events.push([entry.startTime, entry.duration]);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.frames.push([entry.startTime, entry.duration]);
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/**
 * A page of the browser, at 4x CPU, that measures steps: `step(act, done)` runs `act`, waits for
 * `done` and for the frames it set off, and gives the worst interaction and the longest frame
 * in that time (0 when none passed 16 and 50 ms).
 */
async function measuredPage(browser, { hasTouch = false } = {}) {
  const context = await browser.newContext({ viewport: PHONE, hasTouch, locale: 'es-PE' });
  const page = await context.newPage();
  await page.addInitScript(noteInteractions);
  const cdp = await throttled(context, page);
  const now = () => page.evaluate(() => performance.now());
  async function step(act, done) {
    const start = await now();
    await act();
    await done();
    await page.waitForTimeout(300);
    const end = await now();
    const { events, frames } = await page.evaluate(() => window.benchSeen);
    const worst = (entries) =>
      Math.round(
        Math.max(0, ...entries.filter(([at]) => at >= start - 1 && at <= end).map(([, d]) => d)),
      );
    return { interaction: worst(events), frame: worst(frames) };
  }
  /** Brings `locator` on screen and returns where a click lands on it: done before a step. */
  async function spotOf(locator) {
    await locator.scrollIntoViewIfNeeded();
    return centreOf(await locator.boundingBox());
  }
  const clickAt = (spot) => page.mouse.click(spot.x, spot.y, { delay: PRESS_MS });
  return { context, page, cdp, step, spotOf, clickAt };
}

/** The one-button page's click on a settled page: the purchase steps' yardstick. */
export async function oneButtonClick(browser, url) {
  const { context, page, step, spotOf, clickAt } = await measuredPage(browser);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    const button = await spotOf(page.getByRole('button'));
    return await step(
      () => clickAt(button),
      () => page.locator('#toasts').getByText('Campos incompletos').waitFor(),
    );
  } finally {
    await context.close();
  }
}

/** The quote form's first use on a settled / by each means: its own steps, a fresh page each. */
export const FIRST_USES = {
  'first use of the quote form by keyboard (Destino, two arrows down)': async ({ page }) => {
    await page.locator('#quote-destination').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
  },
  'first use of the quote form by touch (an age typed)': async ({ page, cdp, spot }) => {
    await tapWithAFinger(cdp, spot);
    await page.keyboard.type('4');
  },
  'first use of the quote form by mouse (an age typed)': async ({ page, clickAt, spot }) => {
    await clickAt(spot);
    await page.keyboard.type('4');
  },
};

export async function firstUse(browser, origin, name) {
  const measured = await measuredPage(browser, { hasTouch: name.includes('touch') });
  try {
    await measured.page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await measured.page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    const spot = await measured.spotOf(measured.page.getByLabel(/^Edad del viajero 1/));
    return await measured.step(
      () => FIRST_USES[name]({ ...measured, spot }),
      // The form's code has come and taken over.
      () =>
        measured.page
          .locator('[data-island="quote-form"][data-hydrated]')
          .waitFor({ timeout: 15_000 }),
    );
  } finally {
    await measured.context.close();
  }
}

/** The purchase's steps after the quote form's first use, as the table names them. */
export const PURCHASE_STEPS = [
  "'Ver Planes y Precios' to /quote",
  "order the plans by 'Menor precio' (a key on 'Ordenar por')",
  "open the first plan's 'Ver detalle del precio'",
  'open the comparison table',
  "'Contratar' to /checkout",
  'one key in a name field on /checkout',
  "'Pagar de forma segura' on the empty form",
  "3 'Cuotas' in 'Medio de pago' (a key on the select)",
  "'PagoEfectivo' in 'Medio de pago' (a click)",
  "'Pagar de forma segura' on the filled form",
];

/**
 * The purchase done with real key presses and clicks for `ages.length` travellers: for each of
 * PURCHASE_STEPS, the worst interaction and the longest frame. Inside a step the page gets only
 * what a visitor gives it: clicks at spots found before the step, key presses, and waits on
 * elements by id (finding one by its role and name works out the accessible name of the whole
 * page, in the page's own thread, work no visitor's browser does). Names are typed key by key;
 * the other fields are filled at once, outside any step.
 */
export async function purchase(browser, origin, ages) {
  const { context, page, step, spotOf, clickAt } = await measuredPage(browser);
  try {
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    const results = {};
    const [S1, ORDER, DETAIL, S2, S3, S4, S5, CUOTAS, CASH, S6] = PURCHASE_STEPS;
    const byId = (id) => page.locator(`[id="${id}"]`);
    const toastSays = (text) => page.locator('#toasts').getByText(text).waitFor();
    const field = (label) => page.getByLabel(new RegExp(`^${label}`));
    await page.locator('#quote-destination').selectOption('Europa');
    await field('Modalidad').selectOption('anual_30');
    await field('Número de viajeros').selectOption(String(ages.length));
    for (const [index, age] of ages.entries())
      await field(`Edad del viajero ${index + 1}`).fill(age);
    await page.locator('[data-island="quote-form"][data-hydrated]').waitFor({ timeout: 15_000 });
    const seePlans = await spotOf(page.getByRole('button', { name: 'Ver Planes y Precios' }));
    // /quote's own page is drawn (its plans, out of sight during the spec's search).
    results[S1] = await step(
      () => clickAt(seePlans),
      () => page.locator('main article').first().waitFor({ state: 'attached', timeout: 15_000 }),
    );
    // The order, by keyboard: a closed select takes an arrow key as a choice.
    const firstPlan = page.locator('main article h2').first();
    await firstPlan.waitFor({ timeout: 15_000 });
    await page.locator('#plan-order').focus();
    results[ORDER] = await step(
      () => page.keyboard.press('ArrowDown'),
      () => page.locator('main article h2', { hasText: 'AC 35' }).first().waitFor(),
    );
    const detail = await spotOf(page.locator('main article').first().locator('[aria-expanded]'));
    results[DETAIL] = await step(
      () => clickAt(detail),
      () => page.locator('main article').first().locator('table').waitFor(),
    );
    const compareBox = (plan) => page.getByRole('checkbox', { name: `Comparar ${plan}` });
    await compareBox('AC 1M').click({ timeout: 15_000 });
    await compareBox('AC 150').click();
    const compare = await spotOf(page.getByRole('button', { name: 'Comparar (2)' }));
    results[S2] = await step(
      () => clickAt(compare),
      () => page.locator('[role="dialog"]').waitFor(),
    );
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Comparar planes' }).waitFor({ state: 'hidden' });
    const hire = await spotOf(page.getByRole('button', { name: 'Contratar AC 150' }));
    results[S3] = await step(
      () => clickAt(hire),
      () => byId('traveller-0-firstName').waitFor(),
    );
    results[S4] = await step(
      async () => {
        for (let index = 0; index < ages.length; index += 1) {
          await clickAt(await spotOf(byId(`traveller-${index}-firstName`)));
          await page.keyboard.type(`Viajero ${index + 1}`);
          await clickAt(await spotOf(byId(`traveller-${index}-lastName`)));
          await page.keyboard.type('Quispe Rojas');
        }
      },
      async () => undefined,
    );
    const pay = page.getByRole('button', { name: 'Pagar de forma segura' });
    const payOnScreen = await spotOf(pay);
    results[S5] = await step(
      () => clickAt(payOnScreen),
      () => toastSays('Datos incompletos'),
    );
    // The refusal's toast sits over the button on a phone: the visitor closes it first.
    await page.getByRole('button', { name: 'Cerrar notificación' }).click();
    const year = new Date().getFullYear();
    for (let n = 1; n <= ages.length; n += 1) {
      const card = page.getByRole('group', { name: `Datos del Viajero ${n}` });
      await card.getByLabel(/^Número de documento/).fill(`4567890${n}`);
      await card.getByLabel(/^Fecha de nacimiento/).fill(`01/01/${year - Number(ages[n - 1])}`);
      await card.getByLabel(/^Correo electrónico/).fill('familia@example.pe');
      await card.getByLabel(/^Teléfono/).fill('987654321');
    }
    // The way to pay: the card's cuotas by keyboard (a closed select takes an arrow key as a
    // choice), then PagoEfectivo, whose choice takes the cuotas away.
    await spotOf(byId('payment-installments'));
    await byId('payment-installments').focus();
    results[CUOTAS] = await step(
      () => page.keyboard.press('ArrowDown'),
      () =>
        page
          .locator('#payment-installments option[value="3"]:checked')
          .waitFor({ state: 'attached' }),
    );
    const cash = await spotOf(byId('payment-pagoefectivo'));
    results[CASH] = await step(
      () => clickAt(cash),
      () => byId('payment-installments').waitFor({ state: 'detached' }),
    );
    const payFilled = await spotOf(pay);
    // The landing page the purchase leads to is drawn after the toast; its frames count too.
    results[S6] = await step(
      () => clickAt(payFilled),
      async () => {
        await toastSays('¡Compra simulada con éxito!');
        await byId('contacto').waitFor({ state: 'attached' });
      },
    );
    return results;
  } finally {
    await context.close();
  }
}

/**
 * In the page, from its start: when /quote's search screen first shows, when it is gone, and when
 * the first priced plan shows, each at the frame that draws it (ms from the navigation's start).
 * A frame's callback notes what the frame is about to draw, and the page's first frame is by far
 * the longest to draw: a search drawn in it (the prerendered page) is noted when the first
 * contentful paint says it was shown.
 */
function noteTheSearch() {
  const times = { search: 0, ended: 0, plan: 0 };
  window.benchSearch = times;
  new PerformanceObserver((list) => {
    const paint = list.getEntriesByName('first-contentful-paint')[0];
    if (paint && times.search) times.search = Math.max(times.search, paint.startTime);
  }).observe({ type: 'paint', buffered: true });
  const look = () => {
    const status = document.querySelector('main [role="status"]');
    const searching = status?.textContent.includes('Buscando') && status.checkVisibility();
    if (!times.search && searching) times.search = performance.now();
    if (times.search && !times.ended && !searching) times.ended = performance.now();
    const plans = [...document.querySelectorAll('main article')];
    if (plans.some((plan) => plan.checkVisibility() && plan.textContent.includes('US$'))) {
      times.plan = performance.now();
      return;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** The ways a visitor opens /quote cold: with a quote kept from before, or by a shared link. */
export const COLD_QUOTES = {
  'a stored quote (a reload, the installed app)': 'stored',
  'a shared link': 'link',
};

/**
 * /quote opened cold (no cache, no service worker) on a 390 px phone under Lighthouse's applied
 * mobile throttling (its own link and 4x CPU): ms from the navigation to the search screen and
 * to the first priced plan.
 */
export async function coldQuote(browser, origin, way, { quote, link, throttling }) {
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'es-PE',
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    if (way === 'stored') {
      await page.goto(`${origin}/robots.txt`);
      await page.evaluate(
        (kept) => localStorage.setItem('latestQuote', JSON.stringify(kept)),
        quote,
      );
    }
    await page.addInitScript(noteTheSearch);
    const cdp = await throttled(context, page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttling.requestLatencyMs,
      downloadThroughput: (throttling.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (throttling.uploadThroughputKbps * 1024) / 8,
    });
    await page.goto(way === 'stored' ? `${origin}/quote` : origin + link, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.benchSearch?.plan, null, {
      polling: 100,
      timeout: 60_000,
    });
    return await page.evaluate(() => window.benchSearch);
  } finally {
    await context.close();
  }
}
