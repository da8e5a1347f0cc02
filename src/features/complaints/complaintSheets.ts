import { parseComplaintSheets, type ComplaintSheet } from '../../domain/complaint';
import { readStoredEntity, writeStoredEntity } from '../../lib/storedEntity';

/** The sheets filed from this device, newest first, under their own localStorage key. */
export const COMPLAINT_SHEETS_KEY = 'complaintSheets';

/** Every sheet a device keeps, at most: enough to find any recent one again. */
const KEPT = 20;

export const readComplaintSheets = (): ComplaintSheet[] =>
  readStoredEntity(COMPLAINT_SHEETS_KEY, parseComplaintSheets) ?? [];

export function keepComplaintSheet(sheet: ComplaintSheet): void {
  writeStoredEntity(COMPLAINT_SHEETS_KEY, [sheet, ...readComplaintSheets()].slice(0, KEPT));
}
