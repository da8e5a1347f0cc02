// What a visitor meets on /, measured in Chromium: the JavaScript the page loads with no
// interaction (contract section 8) and tap-to-answer at 4x CPU. Used by `npm run bench`;
// the size check is also an end-to-end test, since sizes are deterministic.
import { gzipSync } from 'node:zlib';

// Some functions below run in the page, not in Node.
/* global window, document, addEventListener, MutationObserver */

/**
 * Every script `/` loads with no interaction until the network is idle, with its gzip size
 * (level 9, as the build's other size figures).
 */
export async function scriptsLoadedWithoutInteraction(page, url) {
  const scripts = [];
  const collect = async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body)
      scripts.push({
        url: new URL(response.url()).pathname,
        gzip: gzipSync(body, { level: 9 }).length,
      });
  };
  const pending = [];
  const onResponse = (response) => pending.push(collect(response));
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  // Only this measure's listener: the caller's own stay.
  page.off('response', onResponse);
  return { scripts, gzip: scripts.reduce((total, script) => total + script.gzip, 0) };
}

/** Where a phone visitor taps 'Ver Planes y Precios': the centre of the button, laid out. */
async function quoteButtonCentre(browser, url, viewport) {
  const page = await browser.newPage({ viewport });
  try {
    await page.goto(url, { waitUntil: 'load' });
    const box = await page.getByRole('button', { name: 'Ver Planes y Precios' }).boundingBox();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await page.close();
  }
}

// A phone's width; tall enough that the quote button is on the first screen, so the tap can
// come the moment the page first paints, with no scroll before it.
const PHONE = { width: 390, height: 1120 };

/**
 * Milliseconds from a tap on 'Ver Planes y Precios', made the moment the page first paints on
 * a 390 px page at 4x CPU, to the spec's toast for the empty form; null when the tap is lost.
 */
export async function tapToAnswer(browser, url) {
  const centre = await quoteButtonCentre(browser, url, PHONE);
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, locale: 'es-PE' });
  try {
    const page = await context.newPage();
    // Both times are taken in the page: the tap's own timestamp, and the moment the toast's
    // text enters the DOM, before the frame that shows it.
    await page.addInitScript(() => {
      const times = { tap: 0, answer: 0 };
      window.visitorTimes = times;
      addEventListener('pointerdown', (event) => (times.tap ||= event.timeStamp), true);
      new MutationObserver(() => {
        if (!times.answer && document.body?.innerText.includes('Campos incompletos')) {
          times.answer = performance.now();
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    // The browser reports the first paint without waiting for the page's busy main thread.
    const painted = new Promise((resolve) =>
      cdp.on('Page.lifecycleEvent', (event) => {
        if (event.name === 'firstContentfulPaint') resolve();
      }),
    );
    await page.goto(url, { waitUntil: 'commit' });
    await painted;
    const touch = (type, points) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    await touch('touchStart', [centre]);
    await touch('touchEnd', []);
    const answered = await page
      .waitForFunction(() => window.visitorTimes.answer > 0, null, { timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
    if (!answered) return null;
    const { tap, answer } = await page.evaluate(() => window.visitorTimes);
    return answer - tap;
  } finally {
    await context.close();
  }
}

/**
 * The longest animation frame of a phone visitor's first scroll down `/` (390 px, 4x CPU): the
 * page is left to settle (network idle), then it is scrolled down to its footer, a screen at a
 * time, as a reader does; every Long Animation Frame from the first scroll until the network is
 * idle again counts. (A wheel scroll: Chromium's synthetic touch scroll does not move a headless
 * page; the work a scroll sets off is the same.) Returns the longest frame in ms (0 when none
 * passed 50 ms), the scripts that ran in it, and how many frames passed 50 ms.
 */
export async function firstScroll(browser, url) {
  const viewport = { width: 390, height: 844 };
  const context = await browser.newContext({ viewport, hasTouch: true, locale: 'es-PE' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      window.scrollFrames = [];
      new PerformanceObserver((list) => {
        for (const frame of list.getEntries()) {
          window.scrollFrames.push({
            duration: frame.duration,
            scripts: frame.scripts.map(
              (script) => `${script.invoker} ${Math.round(script.duration)} ms`,
            ),
          });
        }
      }).observe({ type: 'long-animation-frame' });
    });
    const screens = Math.ceil(
      (await page.evaluate(() => document.documentElement.scrollHeight)) / viewport.height,
    );
    for (let screen = 0; screen < screens; screen += 1) {
      await cdp.send('Input.synthesizeScrollGesture', {
        x: viewport.width / 2,
        y: viewport.height * 0.7,
        yDistance: -viewport.height * 0.8,
        speed: 1600,
        gestureSourceType: 'mouse',
      });
    }
    await page.waitForLoadState('networkidle');
    // Whatever the scroll set off (sections coming to life) has a second to finish.
    await page.waitForTimeout(1000);
    const frames = await page.evaluate(() => window.scrollFrames);
    const longest = frames.reduce(
      (worst, frame) => (frame.duration > worst.duration ? frame : worst),
      {
        duration: 0,
        scripts: [],
      },
    );
    return {
      longestFrameMs: Math.round(longest.duration),
      scripts: longest.scripts,
      frames: frames.length,
    };
  } finally {
    await context.close();
  }
}
