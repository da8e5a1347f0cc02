import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { config } from '../../config';
import { SHARE_TOASTS } from './shareToasts';
import { aQuote, daysFromToday } from '../../testing/fixtures';
import { renderWithStore } from '../../testing/render';
import { quoteLinkSearch } from '../quote/quoteLink';
import Toaster from '../toast/Toaster';
import ShareQuoteButton from './ShareQuoteButton';

const quote = aQuote({ ages: ['34', '36'] });
const link = `${config.siteUrl}/quote${quoteLinkSearch(quote)}`;

function setup(shared = quote) {
  renderWithStore(
    <>
      <ShareQuoteButton quote={shared} />
      <Toaster />
    </>,
  );
  // A plain click: user-event's own clipboard would take the place of the one a test gives.
  const share = () =>
    act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Compartir' }));
    });
  const toastText = () => screen.getByRole('region', { name: 'Notificaciones' }).textContent ?? '';
  return { share, toastText };
}

/** Gives `navigator` the share sheet and the clipboard this test wants, until it ends. */
function browserWith(api: Partial<Pick<Navigator, 'share' | 'canShare' | 'clipboard'>>) {
  for (const [name, value] of Object.entries(api)) {
    Object.defineProperty(navigator, name, { value, configurable: true });
  }
}
afterEach(() => {
  for (const name of ['share', 'canShare', 'clipboard']) {
    delete (navigator as unknown as Record<string, unknown>)[name];
  }
});

describe("'Compartir' on /quote", () => {
  it("opens the system's share sheet with the link and one line, where the browser has one", async () => {
    const share = jest.fn(async (_data?: ShareData) => undefined);
    const writeText = jest.fn(async (_text: string) => undefined);
    const { share: tap, toastText } = setup();
    // Given after the render: user-event's setup puts a clipboard of its own in place.
    browserWith({ share, canShare: () => true, clipboard: { writeText } as unknown as Clipboard });
    await tap();
    expect(share).toHaveBeenCalledWith({
      title: 'Compara y Ahorra',
      text: 'Mi cotización de seguro de viaje en Compara y Ahorra: Europa, 2 viajeros',
      url: link,
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(toastText()).toBe('');
  });

  it('takes a share sheet the visitor closes for no error', async () => {
    const { share, toastText } = setup();
    browserWith({ share: jest.fn(async () => Promise.reject(new DOMException('', 'AbortError'))) });
    await share();
    expect(toastText()).toBe('');
  });

  it("copies the link where there is no share sheet, and says 'Enlace copiado'", async () => {
    const writeText = jest.fn(async (_text: string) => undefined);
    const { share, toastText } = setup();
    browserWith({ clipboard: { writeText } as unknown as Clipboard });
    await share();
    expect(writeText).toHaveBeenCalledWith(link);
    await waitFor(() => expect(toastText()).toContain(SHARE_TOASTS.linkCopied.title));
  });

  it('says so when the link could not be copied either', async () => {
    const writeText = async () => Promise.reject(new Error('denied'));
    const { share, toastText } = setup();
    browserWith({ clipboard: { writeText } as unknown as Clipboard });
    await share();
    await waitFor(() => expect(toastText()).toContain(SHARE_TOASTS.linkNotCopied.title));
  });

  it.each([
    ['NotAllowedError', new DOMException('', 'NotAllowedError')],
    ['DataError', new DOMException('', 'DataError')],
    ['a TypeError', new TypeError('bad data')],
  ])('copies the link when the share sheet fails (%s), and says so', async (_label, failure) => {
    const writeText = jest.fn(async (_text: string) => undefined);
    const { share, toastText } = setup();
    browserWith({
      share: jest.fn(async () => Promise.reject(failure)),
      clipboard: { writeText } as unknown as Clipboard,
    });
    await share();
    expect(writeText).toHaveBeenCalledWith(link);
    await waitFor(() => expect(toastText()).toContain(SHARE_TOASTS.linkCopied.title));
  });

  it.each([
    ['ages no plan takes', aQuote({ ages: ['120'] })],
    ['a departure that has passed', aQuote({ departureDate: daysFromToday(-2) })],
  ])('is not offered for a kept quote no link can carry (%s)', (_label, kept) => {
    setup(kept);
    expect(screen.queryByRole('button', { name: 'Compartir' })).toBeNull();
  });
});
