import type { Traveller } from './traveller';
import { documentNumber } from './travellerDocument';

/**
 * A traveller as the purchase keeps it: the document's number in its kind's one form, whatever
 * way it was typed. A number that does not read (the form refuses it before a purchase) is kept
 * as typed.
 */
export const travellerAsKept = (traveller: Traveller): Traveller => ({
  ...traveller,
  docNumber: documentNumber(traveller.docType, traveller.docNumber) ?? traveller.docNumber,
});
