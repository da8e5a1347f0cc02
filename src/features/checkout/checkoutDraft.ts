import { parseTraveller, type Traveller } from '../../domain/traveller';

// What the visitor has typed on /checkout survives a reload of the tab, and nothing longer:
// sessionStorage ends with the tab, which suits names and document numbers.
const DRAFT_KEY = 'checkoutDraft';

export function readCheckoutDraft(travellerCount: number): Traveller[] | null {
  try {
    const raw: unknown = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    if (!Array.isArray(raw) || raw.length !== travellerCount) return null;
    const travellers = raw.map(parseTraveller);
    return travellers.every((traveller) => traveller !== null) ? (travellers as Traveller[]) : null;
  } catch {
    return null;
  }
}

export function saveCheckoutDraft(travellers: Traveller[]): void {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(travellers));
  } catch {
    // Without storage the draft only lives in the page, which is still usable.
  }
}

export function clearCheckoutDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
