import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { runToastAction } from '../features/toast/toastActions';
import { TOASTS } from '../lib/toastMessages';
import { pageCodeAt } from './pages';
import { SKIP_WAITING } from './serviceWorkerMessages';
import {
  offerUpdates,
  registerServiceWorker,
  SERVICE_WORKER_URL,
} from './serviceWorkerRegistration';
import { createAppStore } from './store';

jest.mock('./pages');
// The page's word that its first screen is drawn, given by each test.
let firstScreenDrawn: () => void = () => undefined;
let mockFirstScreen = Promise.resolve();
jest.mock('../lib/firstScreen', () => ({ firstScreenSettled: () => mockFirstScreen }));

// The browser's service-worker objects, reduced to what the page uses and driven by the test.
class FakeWorker extends EventTarget {
  state = 'installing';
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  /** A new deploy's worker is found and installs, then waits. */
  deploy() {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    worker.install();
    return worker;
  }
}

class FakeContainer extends EventTarget {
  constructor(public controller: object | null) {
    super();
  }
  changeController() {
    this.controller = {};
    this.dispatchEvent(new Event('controllerchange'));
  }
}

const reload = jest.fn();

function setup({ controlled, waiting = false }: { controlled: boolean; waiting?: boolean }) {
  const store = createAppStore();
  const container = new FakeContainer(controlled ? {} : null);
  const registration = new FakeRegistration();
  const waitingWorker = waiting ? new FakeWorker() : null;
  registration.waiting = waitingWorker;
  offerUpdates(
    container as unknown as ServiceWorkerContainer,
    registration as unknown as ServiceWorkerRegistration,
    store.dispatch,
    { reload },
  );
  const toast = () => store.getState().toast.current;
  return { container, registration, waitingWorker, toast };
}

beforeEach(() => {
  reload.mockClear();
});

describe('the update offer', () => {
  it('says nothing on a first visit, when the first worker installs and takes the page', () => {
    const { container, registration, toast } = setup({ controlled: false });
    registration.deploy();
    container.changeController();
    expect(toast()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it("offers a new deploy, and 'Recargar' activates it, then reloads into it", () => {
    const { container, registration, toast } = setup({ controlled: true });
    const worker = registration.deploy();
    expect(toast()).toMatchObject({
      title: TOASTS.updateAvailable.title,
      duration: Infinity,
      action: { label: 'Recargar', run: 'reloadIntoUpdate' },
    });
    runToastAction('reloadIntoUpdate');
    expect(worker.messages).toEqual([SKIP_WAITING]);
    // The page reloads only once the new worker controls it, so it loads the new files.
    expect(reload).not.toHaveBeenCalled();
    container.changeController();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a deploy that was already waiting when the page opened', () => {
    const { waitingWorker, toast } = setup({ controlled: true, waiting: true });
    expect(toast()?.title).toBe('Hay una versión nueva');
    runToastAction('reloadIntoUpdate');
    expect(waitingWorker!.messages).toEqual([SKIP_WAITING]);
  });

  it('offers the reload when another tab accepted the update, and reloads at once', () => {
    const { container, registration, toast } = setup({ controlled: true });
    const worker = registration.deploy();
    container.changeController();
    expect(reload).not.toHaveBeenCalled();
    expect(toast()?.title).toBe('Hay una versión nueva');
    runToastAction('reloadIntoUpdate');
    expect(worker.messages).toEqual([]);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('the registration', () => {
  /** A page opened at /quote whose code comes when `pageCode` settles; `register` records the ask. */
  function openQuotePage(pageCode: Promise<void>) {
    jest.useFakeTimers();
    mockFirstScreen = new Promise<void>((resolve) => (firstScreenDrawn = resolve));
    jest.mocked(pageCodeAt).mockReturnValue(() => pageCode);
    const register = jest.fn((_url: string) => new Promise<never>(() => undefined));
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register, controller: null },
    });
    window.history.pushState({}, '', '/quote');
    void registerServiceWorker(createAppStore().dispatch);
    return register;
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    window.history.pushState({}, '', '/');
    jest.useRealTimers();
  });

  it("waits for the code of the page being opened, its first screen, then an idle moment, before the worker's install fetches the deploy", async () => {
    let pageCodeCame!: () => void;
    const register = openQuotePage(new Promise<void>((resolve) => (pageCodeCame = resolve)));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(jest.mocked(pageCodeAt)).toHaveBeenCalledWith('/quote');
    expect(register).not.toHaveBeenCalled();

    pageCodeCame();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(register).not.toHaveBeenCalled();

    firstScreenDrawn();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
  });

  it('does not wait for the first screen of a page whose code failed to come', async () => {
    const register = openQuotePage(Promise.reject(new Error('offline')));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
  });
});
