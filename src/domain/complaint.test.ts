import { describe, expect, it } from '@jest/globals';
import {
  COMPLAINT_CODE,
  complaintCode,
  dateInLima,
  parseComplaintSheet,
  parseComplaintSheets,
  type ComplaintSheet,
} from './complaint';

/** Random bytes that repeat `values`, as crypto.getRandomValues would fill them. */
const bytesOf =
  (...values: number[]) =>
  (bytes: Uint8Array) =>
    bytes.map((_, index) => values[index % values.length]!);

describe('the code of a complaint', () => {
  it('is LR-, the date in Lima and six characters A-Z, 0-9', () => {
    const code = complaintCode(new Date('2026-11-24T15:00:00Z'));
    expect(code).toMatch(COMPLAINT_CODE);
    expect(code.startsWith('LR-20261124-')).toBe(true);
  });

  it('takes the date in Lima, not the device’s: 22:30 in Lima is still that day', () => {
    expect(dateInLima(new Date('2026-11-25T03:30:00Z'))).toBe('2026-11-24');
    expect(complaintCode(new Date('2026-11-25T03:30:00Z'), bytesOf(0))).toBe('LR-20261124-AAAAAA');
    expect(dateInLima(new Date('2026-11-25T05:00:00Z'))).toBe('2026-11-25');
  });

  it('maps each random byte to a character, drawing again those that would favour some', () => {
    // 0 -> A, 25 -> Z, 26 -> 0, 35 -> 9, 36 -> A again; 252 and above are drawn again.
    expect(complaintCode(new Date('2026-01-02T12:00:00Z'), bytesOf(0, 25, 26, 35, 36, 255))).toBe(
      'LR-20260102-AZ09AA',
    );
    expect(complaintCode(new Date('2026-01-02T12:00:00Z'), bytesOf(252, 253, 7))).toBe(
      'LR-20260102-HHHHHH',
    );
  });

  it('differs from one complaint to the next', () => {
    const now = new Date();
    const codes = new Set(Array.from({ length: 50 }, () => complaintCode(now)));
    expect(codes.size).toBe(50);
  });
});

const sheet: ComplaintSheet = {
  complaint_code: 'LR-20261124-AB12CD',
  filed_at: '2026-11-24T15:00:00.000Z',
  kind: 'Reclamo',
  consumer_name: 'Ana María Quispe Rojas',
  document_type: 'DNI',
  document_number: '45678901',
  address: 'Av. Arequipa 123, Lima',
  phone: '987654321',
  user_email: 'ana@example.pe',
  guardian: '',
  service: 'ASSISTCARD AC 150',
  amount: '',
  detail: 'No me atendieron.',
  request: 'Que me devuelvan el dinero.',
};

describe('the stored complaint sheets, read back from whatever storage holds', () => {
  it('keeps a valid sheet as it is', () => {
    expect(parseComplaintSheet(sheet)).toEqual(sheet);
    expect(parseComplaintSheets([sheet])).toEqual([sheet]);
  });

  it.each([
    ['a code of another form', { ...sheet, complaint_code: 'LR-2026-1' }],
    ['a date that is not one', { ...sheet, filed_at: 'ayer' }],
    ['an unknown kind', { ...sheet, kind: 'Sugerencia' }],
    ['an unknown document type', { ...sheet, document_type: 'RUC' }],
    ['a missing name', { ...sheet, consumer_name: ' ' }],
    ['a number where text goes', { ...sheet, detail: 42 }],
    ['a field left out', { ...sheet, request: undefined }],
    ['a huge text', { ...sheet, detail: 'x'.repeat(6000) }],
  ])('refuses a sheet with %s', (_, value) => expect(parseComplaintSheet(value)).toBeNull());

  it.each([null, 'LR-20261124-AB12CD', 42, {}, [], [null, 'x']])('reads %p as no sheets', (value) =>
    expect(parseComplaintSheets(value)).toBeNull(),
  );

  it('keeps the valid sheets of a list that holds others', () => {
    expect(parseComplaintSheets([{ nope: true }, sheet, 'x'])).toEqual([sheet]);
  });
});
