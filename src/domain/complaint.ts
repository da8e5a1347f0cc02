import { formatLimaDateTime } from './limaTime';
import { isRecord } from './quote';
import { referenceCode, type RandomBytes } from './referenceCode';
import type { DocType } from './traveller';

export { dateInLima } from './limaTime';

// The virtual Libro de Reclamaciones (Ley 29571, art. 150; D.S. 011-2011-PCM): each complaint
// gets a code, the consumer a copy, and an answer within 15 business days.

export const COMPLAINT_KINDS = ['Reclamo', 'Queja'] as const;
export type ComplaintKind = (typeof COMPLAINT_KINDS)[number];

/** What each kind means, in the regulation's words, beside the choice. */
export const COMPLAINT_KIND_MEANINGS: Record<ComplaintKind, string> = {
  Reclamo: 'Disconformidad con el servicio contratado.',
  Queja: 'Malestar por la atención recibida, no relacionado con el servicio contratado.',
};

export const COMPLAINT_DOCUMENT_TYPES = ['DNI', 'Pasaporte', 'CE'] as const;
export type ComplaintDocumentType = (typeof COMPLAINT_DOCUMENT_TYPES)[number];

/** Each of the sheet's kinds of document as a traveller's: both are read by the same rules. */
export const DOC_TYPE_OF_COMPLAINT: Record<ComplaintDocumentType, DocType> = {
  DNI: 'DNI',
  Pasaporte: 'PASSPORT',
  CE: 'CE',
};

export const ANSWER_WITHIN_BUSINESS_DAYS = 15;

/**
 * A complaint as filed. The names are the EmailJS template's variables: the form posts them as
 * they are. `guardian` (for a minor) and `amount` (US$) may be empty.
 */
export interface ComplaintDetails {
  kind: ComplaintKind;
  consumer_name: string;
  document_type: ComplaintDocumentType;
  document_number: string;
  address: string;
  phone: string;
  user_email: string;
  guardian: string;
  service: string;
  amount: string;
  detail: string;
  request: string;
}

/** The sheet the consumer keeps: the complaint with its code and the moment it was filed. */
export interface ComplaintSheet extends ComplaintDetails {
  complaint_code: string;
  /** ISO date and time it was filed. */
  filed_at: string;
}

export const COMPLAINT_CODE = /^LR-\d{8}-[A-Z0-9]{6}$/;

/** `LR-AAAAMMDD-XXXXXX`: the date in Lima and six random characters (referenceCode). */
export const complaintCode = (now: Date, randomBytes?: RandomBytes): string =>
  referenceCode('LR', now, randomBytes);

/** A complaint's fields in the order of the sheet (and of the form that fills it). */
export const COMPLAINT_FIELDS = [
  'consumer_name',
  'document_type',
  'document_number',
  'address',
  'phone',
  'user_email',
  'guardian',
  'service',
  'amount',
  'kind',
  'detail',
  'request',
] as const satisfies readonly (keyof ComplaintDetails)[];
/** The fields of free text; the other two are choices, checked against their lists. */
const TEXT_FIELDS = COMPLAINT_FIELDS.filter(
  (field) => field !== 'kind' && field !== 'document_type',
);
const REQUIRED_FIELDS = ['consumer_name', 'document_number', 'address', 'phone', 'user_email'];

/** A stored sheet, or null when the value is not one (storage may hold anything). */
export function parseComplaintSheet(raw: unknown): ComplaintSheet | null {
  if (!isRecord(raw)) return null;
  const { complaint_code: code, filed_at: filedAt, kind, document_type: documentType } = raw;
  if (typeof code !== 'string' || !COMPLAINT_CODE.test(code)) return null;
  if (typeof filedAt !== 'string' || Number.isNaN(Date.parse(filedAt))) return null;
  if (!(COMPLAINT_KINDS as readonly unknown[]).includes(kind)) return null;
  if (!(COMPLAINT_DOCUMENT_TYPES as readonly unknown[]).includes(documentType)) return null;
  const sheet: Record<string, unknown> = {
    complaint_code: code,
    filed_at: filedAt,
    kind,
    document_type: documentType,
  };
  for (const field of TEXT_FIELDS) {
    const value = raw[field];
    if (typeof value !== 'string' || value.length > 5000) return null;
    if (REQUIRED_FIELDS.includes(field) && value.trim() === '') return null;
    sheet[field] = value;
  }
  return sheet as unknown as ComplaintSheet;
}

/** The stored sheets, newest first, keeping each valid one; null when storage holds no list. */
export function parseComplaintSheets(raw: unknown): ComplaintSheet[] | null {
  if (!Array.isArray(raw)) return null;
  const sheets = raw.map(parseComplaintSheet).filter((sheet) => sheet !== null);
  return sheets.length > 0 ? sheets : null;
}

/** When a complaint was filed, as the sheet and the e-mail say it: '24/11/2026, 15:04' in Lima. */
export const formatFiledAt = (isoInstant: string): string =>
  formatLimaDateTime(new Date(isoInstant)).replace(' ', ', ');
