import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localToday } from '../domain/dates';

// The inline script exactly as the prerendered page carries it.
const SCRIPT = readFileSync(path.join(__dirname, 'earlyInput.js'), 'utf8');

/** The page's markup (the app and one part under it), fresh each time, with the script run. */
function prerenderedPage() {
  const page = document.createElement('main');
  page.innerHTML = `
    <div id="root" data-part="app">
      <button type="button" id="menu">Abrir menú</button>
      <a href="#servicios" id="nav">Servicios</a>
      <a href="https://wa.me/51999" id="whatsapp">WhatsApp</a>
      <p id="text">Tu seguro de viaje</p>
      <div data-part="quote-form" id="form-part">
        <form id="quote">
          <input name="age" id="age">
          <input type="date" id="departure" data-min="today">
          <input type="date" id="return" data-min="today" data-min-after="departure">
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
  listen.mockRestore();
  return page;
}
let listeners: (() => void)[] = [];
const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
/** What the app does when a part's code has taken over. */
const live = (id: string) => {
  byId(id).setAttribute('data-live', '');
  return window.earlyInput!.release();
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
  delete window.earlyInput;
});

describe('the early-input script keeps what is done in a part that is not live yet', () => {
  it('keeps clicks on controls until their part is live, then carries them out in order', () => {
    byId('menu').click();
    byId('nav').click();
    expect(seen).toEqual([]);
    expect(live('root')).toBe(2);
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

  it('lets links that leave the page, clicks outside controls and outside parts through', () => {
    const whatsApp = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('whatsapp').dispatchEvent(whatsApp);
    expect(whatsApp.defaultPrevented).toBe(false);
    byId('text').click();
    byId('outside').click();
    expect(seen).toEqual(['click whatsapp', 'click text', 'click outside']);
  });

  it('holds clicks in a part until that part is live, even once the app is', () => {
    byId('submit').querySelector('span')!.click();
    byId('menu').click();
    expect(live('root')).toBe(1);
    expect(seen).toEqual(['click menu']);
    // The app is live: its own controls answer at once, the form's still wait.
    byId('menu').click();
    byId('submit').click();
    expect(seen).toEqual(['click menu', 'click menu']);
    expect(live('form-part')).toBe(2);
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

  it('keeps a form sent with Enter and sends it again once its part is live', () => {
    live('root');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    byId('quote').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    live('form-part');
    expect(seen).toEqual(['submit quote']);
  });

  it('skips a kept control that is gone from the page by the time its part is live', () => {
    const onClick = jest.fn();
    byId('menu').addEventListener('click', onClick);
    byId('menu').click();
    byId('menu').remove();
    expect(live('root')).toBe(1);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('lets the page answer a click itself instead of keeping it, from then on and for those kept', () => {
    byId('submit').click();
    byId('menu').click();
    const answered: string[] = [];
    window.earlyInput!.answerWith((control) => {
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
    live('form-part');
    expect(live('root')).toBe(1);
    expect(seen).toEqual(['click menu']);
  });
});

describe('the first use of a part', () => {
  it('wakes the part, whether it came before or after the part asked', () => {
    const formWakes = jest.fn();
    byId('age').dispatchEvent(new Event('focusin', { bubbles: true }));
    window.earlyInput!.onUse('quote-form', formWakes);
    expect(formWakes).toHaveBeenCalledTimes(1);

    const appWakes = jest.fn();
    window.earlyInput!.onUse('app', appWakes);
    expect(appWakes).not.toHaveBeenCalled();
    // A finger landing on a part may only be scrolling: not a use yet.
    byId('menu').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(appWakes).not.toHaveBeenCalled();
    byId('menu').click();
    expect(appWakes).toHaveBeenCalledTimes(1);
  });

  it('counts only in a part that is not live', () => {
    const wakes = jest.fn();
    live('root');
    live('form-part');
    window.earlyInput!.onUse('quote-form', wakes);
    byId('age').dispatchEvent(new Event('input', { bubbles: true }));
    expect(wakes).not.toHaveBeenCalled();
  });
});

describe('the date limits before the form is live', () => {
  const parsed = () => document.dispatchEvent(new Event('DOMContentLoaded'));

  it("sets min to the visitor's local today once the page is parsed", () => {
    parsed();
    expect(byId('departure').min).toBe(localToday());
    expect(byId('return').min).toBe(localToday());
  });

  it('makes the return follow the departure the visitor enters', () => {
    parsed();
    byId('departure').value = '2031-03-14';
    byId('departure').dispatchEvent(new Event('input', { bubbles: true }));
    expect(byId('return').min).toBe('2031-03-14');
    expect(byId('departure').min).toBe(localToday());
  });

  it('sets them when a date field is first touched, should that come before', () => {
    byId('return').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(byId('return').min).toBe(localToday());
  });

  it('leaves them to the form once it is live', () => {
    live('root');
    live('form-part');
    parsed();
    expect(byId('departure').min).toBe('');
  });
});
