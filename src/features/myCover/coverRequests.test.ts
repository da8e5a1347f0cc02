import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { findPlan } from '../../domain/catalogue';
import type { CoverRequest } from '../../domain/coverRequest';
import type { Purchase } from '../../domain/purchase';
import { emptyTraveller } from '../../domain/traveller';
import { sendFieldsByEmail } from '../../lib/emailjs';
import { aQuote } from '../../testing/fixtures';
import { aTab, settle, type Tab } from '../../testing/tabs';
import { removeWebLocks } from '../../testing/webLocks';
import { sendPurchaseConfirmation } from '../checkout/purchaseConfirmation';
import { makeCoverRequest, sendUnsentRequests } from './coverRequests';

// What waits for the network goes once, whatever the number of tabs open: the tabs take turns
// under a browser-wide lock, and each sends only what storage still shows unsent.

// The e-mails are counted, not sent.
jest.mock('../../lib/emailjs', () => ({
  sendFieldsByEmail: jest.fn(async () => undefined),
  preloadEmailSdk: jest.fn(),
}));
const sent = jest.mocked(sendFieldsByEmail);
afterEach(() => {
  sent.mockReset();
  sent.mockImplementation(async () => undefined);
});

const PURCHASE: Purchase = {
  selectedPlan: { ...findPlan('AC 60')!, price: 53 },
  quoteData: aQuote({ ages: ['34'] }),
  travelers: [{ ...emptyTraveller(), email: 'rosa@example.pe' }],
  purchaseDate: new Date().toISOString(),
  code: 'CA-20261206-7K2M9Q',
  confirmationSent: false,
};
const cancellation: CoverRequest = { kind: 'anulacion', sentAt: new Date().toISOString() };

/** Two tabs open on one purchase, its confirmation not yet sent, and `requests` kept with it. */
async function twoTabs(requests: CoverRequest[] = []): Promise<[Tab, Tab]> {
  window.localStorage.setItem('lastPurchase', JSON.stringify({ ...PURCHASE, requests }));
  return [await aTab(), await aTab()];
}

const requestsOf = (tab: Tab) => tab.store.getState().purchase.last?.requests;

describe('one sender for what waits for the network', () => {
  it('sends a request an earlier visit kept unsent once, though two tabs find it', async () => {
    const [first, second] = await twoTabs([{ ...cancellation, unsent: true }]);
    await Promise.all([
      first.store.dispatch(sendUnsentRequests()),
      second.store.dispatch(sendUnsentRequests()),
    ]);
    await settle(first, second);
    expect(sent).toHaveBeenCalledTimes(1);
    for (const tab of [first, second]) expect(requestsOf(tab)?.[0]?.unsent).toBeUndefined();
  });

  it("sends the purchase's confirmation once, though two tabs ask", async () => {
    const [first, second] = await twoTabs();
    await Promise.all([
      first.store.dispatch(sendPurchaseConfirmation(PURCHASE as Purchase & { code: string })),
      second.store.dispatch(sendPurchaseConfirmation(PURCHASE as Purchase & { code: string })),
    ]);
    await settle(first, second);
    expect(sent).toHaveBeenCalledTimes(1);
    for (const tab of [first, second]) {
      expect(tab.store.getState().purchase.last?.confirmationSent).toBe(true);
    }
  });

  it('sends a request made offline once when the network comes back, with two tabs open', async () => {
    const [first, second] = await twoTabs();
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const made = first.store.dispatch(makeCoverRequest(cancellation));
    await settle(first, second);
    // The other tab hears of the request and, finding it unsent, asks for its turn too.
    expect(requestsOf(second)).toEqual([{ ...cancellation, unsent: true }]);
    const heard = second.store.dispatch(sendUnsentRequests());
    expect(sent).not.toHaveBeenCalled();

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await Promise.all([made, heard]);
    await settle(first, second);
    expect(sent).toHaveBeenCalledTimes(1);
    for (const tab of [first, second]) expect(requestsOf(tab)?.[0]?.unsent).toBeUndefined();
    online.mockRestore();
  });

  it('leaves to the tab that made a request its send, where tabs cannot take turns', async () => {
    removeWebLocks();
    const [first, second] = await twoTabs();
    const made = first.store.dispatch(makeCoverRequest(cancellation));
    await settle(first, second);
    second.store.dispatch(sendUnsentRequests());
    await made;
    await settle(first, second);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(requestsOf(second)?.[0]?.unsent).toBeUndefined();
  });
});
