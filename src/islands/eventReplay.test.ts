import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ISLAND_ATTRIBUTES, withIslandAttributes } from './attributes';

// The inline script exactly as the prerendered page carries it.
const SCRIPT = withIslandAttributes(readFileSync(path.join(__dirname, 'eventReplay.js'), 'utf8'));
const {
  island: ISLAND,
  adopted: ADOPTED,
  hydrated: HYDRATED,
  pending: PENDING,
} = ISLAND_ATTRIBUTES;

/** The page's markup (the app and one island in it), fresh each time, with the script run. */
function prerenderedPage() {
  const page = document.createElement('main');
  page.innerHTML = `
    <div id="root" ${ISLAND}="app">
      <button type="button" id="menu">Abrir menú</button>
      <a href="#servicios" id="nav">Servicios</a>
      <a href="https://wa.me/51999" id="whatsapp">WhatsApp</a>
      <p id="text">Tu seguro de viaje</p>
      <div ${ISLAND}="quote-form" id="form-part">
        <form id="quote">
          <input name="age" id="age">
          <button type="submit" id="submit"><span>Ver Planes</span></button>
        </form>
      </div>
    </div>
    <button type="button" id="outside">Cerrar notificación</button>`;
  document.body.replaceChildren(page);
  // Its listeners are taken off after the test, so that no test's script acts in the next.
  const listen = jest.spyOn(document, 'addEventListener');
  new Function(SCRIPT)();
  listeners = listen.mock.calls.map(([type, listener, options]) => () => {
    document.removeEventListener(type, listener, options);
  });
  mayCancel = listen.mock.calls
    .filter(([, , options]) => !(typeof options === 'object' && options.passive))
    .map(([type]) => type);
  listen.mockRestore();
  return page;
}
let listeners: (() => void)[] = [];
/** The types of the script's listeners that are not passive, so may cancel their event. */
let mayCancel: string[] = [];
const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
/** What the app does when an island's code has hydrated it. */
const hydrated = (id: string) => {
  byId(id).setAttribute(ADOPTED, '');
  byId(id).setAttribute(HYDRATED, '');
  return window.eventReplay!.replay();
};

let seen: string[];
const record = (event: Event) => {
  const target = event.target as HTMLElement;
  seen.push(`${event.type} ${target.id || target.tagName}`);
};

beforeEach(() => {
  seen = [];
  const page = prerenderedPage();
  page.addEventListener('click', record);
  page.addEventListener('submit', (event) => {
    event.preventDefault();
    record(event);
  });
});
afterEach(() => {
  listeners.forEach((stop) => stop());
  delete window.eventReplay;
});

describe('event replay keeps what is done in an island that is not hydrated yet', () => {
  it('keeps clicks on controls until their island is hydrated, then carries them out in order', () => {
    byId('menu').click();
    byId('nav').click();
    expect(seen).toEqual([]);
    expect(hydrated('root')).toBe(2);
    expect(seen).toEqual(['click menu', 'click nav']);
  });

  it('stops the browser acting on a kept click: no jump to an anchor, no native submit', () => {
    const nav = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('nav').dispatchEvent(nav);
    expect(nav.defaultPrevented).toBe(true);
    const inner = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('submit').querySelector('span')!.dispatchEvent(inner);
    expect(inner.defaultPrevented).toBe(true);
  });

  it('lets the browser act on links that leave the page and clicks outside controls; outside islands, the page hears them', () => {
    const whatsApp = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('whatsapp').dispatchEvent(whatsApp);
    expect(whatsApp.defaultPrevented).toBe(false);
    const text = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('text').dispatchEvent(text);
    expect(text.defaultPrevented).toBe(false);
    byId('outside').click();
    expect(seen).toEqual(['click outside']);
    expect(hydrated('root')).toBe(0);
    byId('whatsapp').click();
    expect(seen).toEqual(['click outside', 'click whatsapp']);
  });

  it("keeps keys, presses and focus in an island that is not hydrated from the page's listeners (React's, which would hydrate it at once), not from the browser", () => {
    const heard: string[] = [];
    const types = ['keydown', 'input', 'pointerdown', 'focusin', 'focusout'];
    for (const type of types) {
      document
        .getElementById('root')!
        .addEventListener(type, (event) => heard.push(event.type), true);
    }
    const age = byId('age');
    const key = new KeyboardEvent('keydown', { key: '4', bubbles: true, cancelable: true });
    age.dispatchEvent(key);
    age.dispatchEvent(new Event('input', { bubbles: true }));
    age.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    age.focus();
    age.blur();
    expect(key.defaultPrevented).toBe(false);
    expect(heard).toEqual([]);

    hydrated('root');
    age.dispatchEvent(new Event('input', { bubbles: true }));
    expect(heard).toEqual([]);
    // Once React has adopted the island's markup, before its second render marks it hydrated.
    byId('form-part').setAttribute(ADOPTED, '');
    age.dispatchEvent(new Event('input', { bubbles: true }));
    age.focus();
    expect(heard).toEqual(['input', 'focusin']);
  });

  it('holds clicks in an island until it is hydrated, even once the app is', () => {
    byId('submit').querySelector('span')!.click();
    byId('menu').click();
    expect(hydrated('root')).toBe(1);
    expect(seen).toEqual(['click menu']);
    // The app is hydrated: its own controls answer at once, the form's still wait.
    byId('menu').click();
    byId('submit').click();
    expect(seen).toEqual(['click menu', 'click menu']);
    expect(hydrated('form-part')).toBe(2);
    // A tap inside the submit button comes back as a click on the button, which submits.
    expect(seen).toEqual([
      'click menu',
      'click menu',
      'click submit',
      'submit quote',
      'click submit',
      'submit quote',
    ]);
  });

  it('keeps a form sent with Enter and sends it again once its island is hydrated', () => {
    hydrated('root');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    byId('quote').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    hydrated('form-part');
    expect(seen).toEqual(['submit quote']);
  });

  it('skips a kept control that is gone from the page by the time its part is live', () => {
    const onClick = jest.fn();
    byId('menu').addEventListener('click', onClick);
    byId('menu').click();
    byId('menu').remove();
    expect(hydrated('root')).toBe(1);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('lets the page answer a click itself instead of keeping it, from then on and for those kept', () => {
    byId('submit').click();
    byId('menu').click();
    const answered: string[] = [];
    window.eventReplay!.answerEarly((control) => {
      if (control.id !== 'submit') return false;
      answered.push(control.id);
      return true;
    });
    expect(answered).toEqual(['submit']);
    const again = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('submit').dispatchEvent(again);
    // Answered: nothing else acts on it, and nothing is kept for the app.
    expect(again.defaultPrevented).toBe(true);
    expect(answered).toEqual(['submit', 'submit']);
    expect(seen).toEqual([]);
    hydrated('form-part');
    expect(hydrated('root')).toBe(1);
    expect(seen).toEqual(['click menu']);
  });

  it('keeps a send for the island once React has adopted it, even one the page could answer', () => {
    const answer = jest.fn(() => true);
    window.eventReplay!.answerEarly(answer);
    hydrated('root');
    // The app is live around it, the form not yet adopted: answered at once.
    byId('submit').click();
    expect(answer).toHaveBeenCalledTimes(1);
    answer.mockClear();
    // Adopted, its second render still to come: the live form has taken over what came before.
    byId('form-part').setAttribute(ADOPTED, '');
    byId('submit').click();
    expect(answer).not.toHaveBeenCalled();
    expect(seen).toEqual([]);
    expect(byId('submit').getAttribute('aria-busy')).toBe('true');
    expect(hydrated('form-part')).toBe(1);
    expect(seen).toEqual(['click submit', 'submit quote']);
  });
});

describe('a kept tap is answered at once: its control shows it is at work', () => {
  const atWork = (id: string) => [
    byId(id).hasAttribute(PENDING),
    byId(id).getAttribute('aria-busy'),
  ];

  it('marks the control busy while its tap is kept, and no longer once it is carried out', () => {
    byId('menu').click();
    expect(atWork('menu')).toEqual([true, 'true']);
    hydrated('root');
    expect(atWork('menu')).toEqual([false, null]);
    expect(seen).toEqual(['click menu']);
  });

  it('marks the send button of a form sent with Enter', () => {
    hydrated('root');
    byId('quote').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(atWork('submit')).toEqual([true, 'true']);
    hydrated('form-part');
    expect(atWork('submit')).toEqual([false, null]);
  });

  it('no longer once the page answers the tap itself, and never a tap answered at once', () => {
    byId('submit').click();
    expect(atWork('submit')).toEqual([true, 'true']);
    window.eventReplay!.answerEarly((control) => control.id === 'submit');
    expect(atWork('submit')).toEqual([false, null]);
    byId('submit').click();
    expect(atWork('submit')).toEqual([false, null]);
  });

  it('hands a kept tap to the page free, and leaves the mark the page puts on it itself', () => {
    byId('submit').click();
    const seenAtWork: boolean[][] = [];
    window.eventReplay!.answerEarly((control) => {
      seenAtWork.push([control.hasAttribute(PENDING)]);
      // What the quote's send does with a valid quote: at work until /quote opens.
      control.setAttribute(PENDING, '');
      control.setAttribute('aria-busy', 'true');
      return true;
    });
    expect(seenAtWork).toEqual([[false]]);
    expect(atWork('submit')).toEqual([true, 'true']);
  });

  it('keeps a tap the page cannot answer yet marked at work', () => {
    byId('submit').click();
    window.eventReplay!.answerEarly(() => false);
    expect(atWork('submit')).toEqual([true, 'true']);
    expect(hydrated('root')).toBe(0);
    expect(hydrated('form-part')).toBe(1);
    expect(atWork('submit')).toEqual([false, null]);
  });
});

describe("the page's start", () => {
  it("is noted on the page's own clock, the one a quote's send is stamped with", () => {
    const pageClock = Date.parse('2026-12-01T10:00:00Z');
    jest.useFakeTimers({ now: pageClock });
    try {
      listeners.forEach((stop) => stop());
      prerenderedPage();
      expect(window.eventReplay!.openedAt).toBe(pageClock);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("a finger's tap becomes a click without waiting for the page's main thread", () => {
  it('listens passively to everything but the clicks and sends it keeps, touches among them', () => {
    expect(mayCancel.sort()).toEqual(['click', 'submit']);
  });
});

describe('the first interaction with an island', () => {
  it('wakes the island, whether it came before or after the island asked', () => {
    const formWakes = jest.fn();
    byId('age').dispatchEvent(new Event('focusin', { bubbles: true }));
    window.eventReplay!.onInteraction('quote-form', formWakes);
    expect(formWakes).toHaveBeenCalledTimes(1);

    const appWakes = jest.fn();
    window.eventReplay!.onInteraction('app', appWakes);
    expect(appWakes).not.toHaveBeenCalled();
    // A finger landing on an island may only be scrolling: not an interaction yet.
    byId('menu').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(appWakes).not.toHaveBeenCalled();
    byId('menu').click();
    expect(appWakes).toHaveBeenCalledTimes(1);
  });

  it('counts only in an island that is not hydrated', () => {
    const wakes = jest.fn();
    hydrated('root');
    hydrated('form-part');
    window.eventReplay!.onInteraction('quote-form', wakes);
    byId('age').dispatchEvent(new Event('input', { bubbles: true }));
    expect(wakes).not.toHaveBeenCalled();
  });
});
