import { parseComplaintSheets, type ComplaintSheet } from '../../domain/complaint';
import { readStoredEntity, writeStoredEntity } from '../../lib/storedEntity';

/** The sheets filed from this device, newest first, under their own localStorage key. */
export const COMPLAINT_SHEETS_KEY = 'complaintSheets';

/** Every sheet a device keeps, at most: enough to find any recent one again. */
const KEPT = 20;

export const readComplaintSheets = (): ComplaintSheet[] =>
  readStoredEntity(COMPLAINT_SHEETS_KEY, parseComplaintSheets) ?? [];

/** Keeps a new sheet first; returns the sheets now kept. */
export function keepComplaintSheet(sheet: ComplaintSheet): ComplaintSheet[] {
  const kept = [sheet, ...readComplaintSheets()].slice(0, KEPT);
  writeStoredEntity(COMPLAINT_SHEETS_KEY, kept);
  return kept;
}
