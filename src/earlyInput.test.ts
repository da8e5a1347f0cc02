import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The inline script exactly as the prerendered page carries it.
const SCRIPT = readFileSync(path.join(__dirname, 'earlyInput.js'), 'utf8');

/** The page's markup, in a fresh element each time, so no listener outlives its test. */
function prerenderedPage() {
  const page = document.createElement('main');
  page.innerHTML = `
    <button type="button" id="menu">Abrir menú</button>
    <a href="#servicios" id="nav">Servicios</a>
    <p id="text">Tu seguro de viaje</p>
    <form id="quote"><input name="age"><button type="submit" id="submit"><span>Ver Planes</span></button></form>`;
  document.body.replaceChildren(page);
  new Function(SCRIPT)();
  return page;
}
const byId = (id: string) => document.getElementById(id)!;

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
  window.earlyInput?.release();
  delete window.earlyInput;
});

describe('the early-input script', () => {
  it('keeps clicks on controls from the page until release, then carries them out in order', () => {
    byId('menu').click();
    byId('nav').click();
    expect(seen).toEqual([]);

    expect(window.earlyInput!.release()).toBe(2);
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

  it('replays a tap inside a submit button as a click on the button, which submits the form', () => {
    byId('submit').querySelector('span')!.click();
    window.earlyInput!.release();
    expect(seen).toEqual(['click submit', 'submit quote']);
  });

  it('keeps a form submitted with Enter and submits it again on release', () => {
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    byId('quote').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    window.earlyInput!.release();
    expect(seen).toEqual(['submit quote']);
  });

  it('lets clicks outside controls through, and everything through once released', () => {
    byId('text').click();
    expect(seen).toEqual(['click text']);
    window.earlyInput!.release();
    byId('menu').click();
    expect(seen).toEqual(['click text', 'click menu']);
  });

  it('skips a kept control that is gone from the page by the time the app is live', () => {
    const onClick = jest.fn();
    byId('menu').addEventListener('click', onClick);
    byId('menu').click();
    byId('menu').remove();
    expect(window.earlyInput!.release()).toBe(1);
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
    expect(window.earlyInput!.release()).toBe(1);
    expect(seen).toEqual(['click menu']);
  });
});
