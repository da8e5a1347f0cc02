import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Workbox } from 'workbox-window';
import { runToastAction } from '../features/toast/toastActions';
import { TOASTS } from '../lib/toastMessages';
import { offerUpdates } from './serviceWorkerRegistration';
import { createAppStore } from './store';

/** The part of workbox-window the page uses, driven by the test. */
class FakeWorkbox extends EventTarget {
  skipWaitingMessages = 0;
  messageSkipWaiting() {
    this.skipWaitingMessages += 1;
  }
  emit(type: 'waiting' | 'controlling') {
    this.dispatchEvent(new Event(type));
  }
}

const reload = jest.fn();

function setup({ controlled }: { controlled: boolean }) {
  const store = createAppStore();
  const workbox = new FakeWorkbox();
  offerUpdates(workbox as unknown as Workbox, store.dispatch, { controlled, reload });
  const toast = () => store.getState().toast.current;
  return { workbox, toast };
}

beforeEach(() => {
  reload.mockClear();
});

describe('the update offer', () => {
  it('says nothing when the first worker takes the page', () => {
    const { workbox, toast } = setup({ controlled: false });
    workbox.emit('controlling');
    expect(toast()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it("offers a waiting deploy, and 'Recargar' activates it, then reloads into it", () => {
    const { workbox, toast } = setup({ controlled: true });
    workbox.emit('waiting');
    expect(toast()).toMatchObject({
      title: TOASTS.updateAvailable.title,
      duration: Infinity,
      action: { label: 'Recargar', run: 'reloadIntoUpdate' },
    });
    runToastAction('reloadIntoUpdate');
    expect(workbox.skipWaitingMessages).toBe(1);
    // The page reloads only once the new worker controls it, so it loads the new files.
    expect(reload).not.toHaveBeenCalled();
    workbox.emit('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers the reload when another tab accepted the update, and reloads at once', () => {
    const { workbox, toast } = setup({ controlled: true });
    workbox.emit('waiting');
    workbox.emit('controlling');
    expect(reload).not.toHaveBeenCalled();
    expect(toast()?.title).toBe('Hay una versión nueva');
    runToastAction('reloadIntoUpdate');
    expect(workbox.skipWaitingMessages).toBe(0);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
