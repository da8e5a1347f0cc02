import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The inline script as every page carries it, the entry's address and hash in its attributes.
const SOURCE = readFileSync(path.join(__dirname, 'askForEntry.js'), 'utf8');
const SRC = '/assets/main.0123456789.js';
const INTEGRITY = 'sha256-abc=';
/** Runs the script as the page's <script data-src data-integrity> runs it. */
function run(pageCode?: string) {
  const asking = document.createElement('script');
  asking.dataset.src = SRC;
  asking.dataset.integrity = INTEGRITY;
  if (pageCode !== undefined) asking.dataset.pageCode = pageCode;
  jest.spyOn(document, 'currentScript', 'get').mockReturnValue(asking);
  new Function(SOURCE)();
}

let frames: FrameRequestCallback[];
const nextFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));
const entries = () => [...document.head.querySelectorAll('script[src]')] as HTMLScriptElement[];
const preloads = () => [...document.head.querySelectorAll('link')];

beforeEach(() => {
  frames = [];
  jest
    .spyOn(window, 'requestAnimationFrame')
    .mockImplementation((callback) => frames.push(callback));
  document.head.replaceChildren();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (window as { trustedTypes?: unknown }).trustedTypes;
  delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  delete (performance as { mark?: unknown }).mark;
});

const REPORTED_AT = 5_000;

/**
 * A browser that reports its paints (Paint Timing): `paint(shownAgo)` reports the first one to
 * the script's observer, as the browser does once the frame is shown, `shownAgo` ms after it was.
 */
function reportingPaints() {
  // The report is marked on the performance timeline, where the paint started shownAgo ms before.
  Object.assign(performance, { mark: () => ({ startTime: REPORTED_AT }) });
  const observers: { callback: (shownAgo: number) => void; connected: boolean }[] = [];
  class Observer {
    static supportedEntryTypes = ['largest-contentful-paint', 'paint'];
    private readonly record;
    constructor(callback: (list: unknown, observer: Observer) => void) {
      const list = (shownAgo: number) => ({
        getEntries: () => [{ startTime: REPORTED_AT - shownAgo }],
      });
      this.record = {
        callback: (shownAgo: number) => callback(list(shownAgo), this),
        connected: false,
      };
      observers.push(this.record);
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      this.record.connected = true;
    }
  }
  (window as { PerformanceObserver?: unknown }).PerformanceObserver = Observer;
  return {
    paint: (shownAgo = 0) =>
      observers.filter((o) => o.connected).forEach((o) => o.callback(shownAgo)),
  };
}

describe('asking for the entry after the first paint, in a browser that does not report it', () => {
  it('asks in the second frame, after the first paint, with its integrity', () => {
    run();
    expect(entries()).toHaveLength(0);
    nextFrame(); // the first frame's callbacks run before its paint
    expect(entries()).toHaveLength(0);
    nextFrame();
    const [entry] = entries();
    expect(entry?.getAttribute('src')).toBe(SRC);
    expect(entry?.integrity).toBe(INTEGRITY);
    expect(entry?.crossOrigin).toBe('anonymous');
    expect(entries()).toHaveLength(1);
  });

  it('asks at once on a hidden page, which paints no frame', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    run();
    expect(entries()).toHaveLength(1);
  });

  it("gives the URL through the Trusted Types policy 'entry', which makes that one URL alone", () => {
    const policies: Record<string, { createScriptURL(url: string): string }> = {};
    (window as { trustedTypes?: unknown }).trustedTypes = {
      createPolicy: (name: string, rules: { createScriptURL(url: string): string }) => {
        policies[name] = rules;
        return rules;
      },
    };
    run();
    nextFrame();
    nextFrame();
    expect(Object.keys(policies)).toEqual(['entry']);
    expect(entries()[0]?.getAttribute('src')).toBe(SRC);
    expect(policies.entry!.createScriptURL('https://elsewhere.example/x.js')).toBe(SRC);
  });
});

describe('in a browser that reports its paints', () => {
  it('asks once the first paint is reported, not at a frame, and only once', () => {
    const paints = reportingPaints();
    run();
    nextFrame();
    nextFrame();
    expect(entries()).toHaveLength(0);
    paints.paint();
    expect(entries()).toHaveLength(1);
    paints.paint(); // first-contentful-paint, after first-paint
    expect(entries()).toHaveLength(1);
  });

  it('asks at once when the page is hidden before its paint, which then never comes', () => {
    const paints = reportingPaints();
    run();
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(entries()).toHaveLength(1);
    paints.paint();
    expect(entries()).toHaveLength(1);
  });
});

describe("the page's one witness of its first paint (window.pagePaint)", () => {
  afterEach(() => {
    delete window.pagePaint;
  });

  it('notes when the paint was shown, on the clock a send is stamped with, and runs what waits once it is reported', () => {
    jest.useFakeTimers({ now: 1_000_000, doNotFake: ['requestAnimationFrame'] });
    const paints = reportingPaints();
    run();
    const waited: string[] = [];
    window.pagePaint!.then(() => waited.push(`app at ${window.pagePaint!.at}`));
    expect(window.pagePaint!.at).toBeUndefined();
    jest.setSystemTime(1_000_865);
    // Reported 120 ms after it was shown, as a busy phone does.
    paints.paint(120);
    expect(waited).toEqual(['app at 1000745']);
    expect(window.pagePaint!.path).toBe(window.location.pathname);
    // A later paint changes nothing; what waits after the paint runs at once.
    jest.setSystemTime(1_000_900);
    paints.paint();
    window.pagePaint!.then(() => waited.push('late'));
    expect(waited).toEqual(['app at 1000745', 'late']);
    expect(window.pagePaint!.at).toBe(1_000_745);
  });

  it('a hidden page asks for its entry, but has not painted: what waits, waits', () => {
    run();
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    let started = false;
    window.pagePaint!.then(() => (started = true));
    expect(entries()).toHaveLength(1);
    expect(started).toBe(false);
    nextFrame();
    nextFrame();
    expect(started).toBe(true);
  });
});

describe("a page whose code loads when visited preloads that code's files beside the entry", () => {
  const PAGE_CODE =
    '/assets/quote-page.0123456789.js sha256-q= /assets/238.0123456789.js sha256-v=';

  const tags = () => [...document.head.children].map((element) => element.tagName);
  // The files are asked a task apart: the tests step through the tasks, the frames as above.
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  });

  it('adds a preload of each file, with its integrity, after the entry and not before', () => {
    run(PAGE_CODE);
    nextFrame();
    expect(preloads()).toHaveLength(0);
    nextFrame();
    jest.runAllTimers();
    expect(tags()).toEqual(['SCRIPT', 'LINK', 'LINK']);
    expect(
      preloads().map((link) => ({
        rel: link.rel,
        as: link.as,
        href: link.getAttribute('href'),
        integrity: link.integrity,
        crossOrigin: link.crossOrigin,
      })),
    ).toEqual(
      [
        ['/assets/quote-page.0123456789.js', 'sha256-q='],
        ['/assets/238.0123456789.js', 'sha256-v='],
      ].map(([href, integrity]) => ({
        rel: 'preload',
        as: 'script',
        href,
        integrity,
        crossOrigin: 'anonymous',
      })),
    );
  });

  it('asks for one file a task, the entry first and alone: no long task of requests', () => {
    run(PAGE_CODE);
    nextFrame();
    nextFrame();
    expect(tags()).toEqual(['SCRIPT']);
    jest.advanceTimersToNextTimer();
    expect(tags()).toEqual(['SCRIPT', 'LINK']);
    jest.advanceTimersToNextTimer();
    expect(tags()).toEqual(['SCRIPT', 'LINK', 'LINK']);
    jest.runAllTimers();
    expect(tags()).toEqual(['SCRIPT', 'LINK', 'LINK']);
  });

  it('preloads nothing on a page that names no code of its own', () => {
    run();
    nextFrame();
    nextFrame();
    expect(entries()).toHaveLength(1);
    expect(preloads()).toHaveLength(0);
  });
});
