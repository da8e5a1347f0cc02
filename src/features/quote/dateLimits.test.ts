import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localToday } from '../../domain/dates';

// The inline script exactly as the prerendered page carries it.
const SCRIPT = readFileSync(path.join(__dirname, 'dateLimits.js'), 'utf8');

let removeListeners: (() => void)[] = [];
beforeEach(() => {
  document.body.innerHTML = `
    <form>
      <input type="date" id="departure" data-min="today">
      <input type="date" id="return" data-min="today" data-min-after="departure">
      <input id="age">
    </form>`;
  // Its listeners are taken off after the test, so that no test's script acts in the next.
  const listen = jest.spyOn(document, 'addEventListener');
  new Function(SCRIPT)();
  removeListeners = listen.mock.calls.map(([type, listener, options]) => () => {
    document.removeEventListener(type, listener, options);
  });
  listen.mockRestore();
});
afterEach(() => removeListeners.forEach((remove) => remove()));

const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
const parsed = () => document.dispatchEvent(new Event('DOMContentLoaded'));
/** Every write of a min attribute from now on, by field id. */
function minWrites() {
  const writes: string[] = [];
  new MutationObserver((records) =>
    records.forEach((record) => writes.push((record.target as Element).id)),
  ).observe(document.body, { subtree: true, attributeFilter: ['min'] });
  return writes;
}
const settled = () => new Promise((resolve) => setTimeout(resolve));

describe('the date limits', () => {
  it("are the visitor's local today once the page is parsed", () => {
    parsed();
    expect(byId('departure').min).toBe(localToday());
    expect(byId('return').min).toBe(localToday());
  });

  it('make the return follow the departure as it changes', () => {
    parsed();
    byId('departure').value = '2031-03-14';
    byId('departure').dispatchEvent(new Event('input', { bubbles: true }));
    expect(byId('return').min).toBe('2031-03-14');
    expect(byId('departure').min).toBe(localToday());
  });

  it('are set when a date field takes the focus, before any key reaches it', () => {
    byId('return').focus();
    expect(byId('return').min).toBe(localToday());
  });

  it('never touch the field being typed in when the page is parsed', async () => {
    byId('departure').focus();
    byId('departure').removeAttribute('min');
    byId('return').removeAttribute('min');
    const writes = minWrites();
    parsed();
    await settled();
    expect(writes).toEqual(['return']);
    expect(byId('departure')).not.toHaveAttribute('min');
    // Given when the visitor leaves it.
    byId('age').focus();
    expect(byId('departure').min).toBe(localToday());
  });

  it('never touch the field whose value changes, nor write a limit that is already there', async () => {
    parsed();
    const writes = minWrites();
    byId('departure').value = '2031-03-14';
    byId('departure').dispatchEvent(new Event('input', { bubbles: true }));
    byId('departure').dispatchEvent(new Event('input', { bubbles: true }));
    byId('departure').focus();
    await settled();
    expect(writes).toEqual(['return']);
  });
});
