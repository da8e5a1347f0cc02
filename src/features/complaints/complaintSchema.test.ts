import { describe, expect, it } from '@jest/globals';
import { DOCUMENT_PROBLEM_ERRORS, PHONE_FORMAT_ERROR } from '../../lib/personFieldTexts';
import { validateComplaint } from './complaintSchema';
import { emptyComplaint, type ComplaintValues } from './complaintValues';

const valid: ComplaintValues = {
  ...emptyComplaint('ASSISTCARD AC 150'),
  consumer_name: 'Ana María Quispe Rojas',
  document_type: 'DNI',
  document_number: '45678901',
  address: 'Av. Arequipa 123, Lima',
  phone: '+51 987 654 321',
  user_email: 'ana@example.pe',
  kind: 'Queja',
  detail: 'Me atendieron tarde.',
  request: 'Mejor atención.',
  truthful: true,
};

describe('the complaint schema', () => {
  it('takes a complete complaint, the guardian and the amount left out', () => {
    expect(validateComplaint(valid)).toEqual({});
  });

  it('requires every field but the guardian and the amount', () => {
    expect(Object.keys(validateComplaint(emptyComplaint())).sort()).toEqual(
      [
        'address',
        'consumer_name',
        'detail',
        'document_number',
        'document_type',
        'kind',
        'phone',
        'request',
        'service',
        'truthful',
        'user_email',
      ].sort(),
    );
  });

  it.each([
    // The document and the phone read as /checkout's do (contract section 6).
    [{ document_number: '4567890' }, 'document_number', DOCUMENT_PROBLEM_ERRORS.dniDigits],
    [{ document_number: '10117410-3' }, 'document_number', DOCUMENT_PROBLEM_ERRORS.dniCheck],
    [
      { document_type: 'Pasaporte', document_number: 'AB-123' },
      'document_number',
      DOCUMENT_PROBLEM_ERRORS.idCharacters,
    ],
    [
      { document_type: 'CE', document_number: '0001234567890' },
      'document_number',
      DOCUMENT_PROBLEM_ERRORS.idLength,
    ],
    [{ phone: '9876543210' }, 'phone', PHONE_FORMAT_ERROR],
    [{ amount: '150,50' }, 'amount', 'Escribe el monto en dólares, por ejemplo 150.00.'],
    [{ amount: '-3' }, 'amount', 'Escribe el monto en dólares, por ejemplo 150.00.'],
    [
      { user_email: 'ana@' },
      'user_email',
      'Escribe un correo válido, por ejemplo nombre@correo.com.',
    ],
    [{ phone: 'llámame' }, 'phone', PHONE_FORMAT_ERROR],
    [{ truthful: false }, 'truthful', 'Marca la declaración para enviar tu reclamo.'],
    [{ detail: '   ' }, 'detail', 'Cuenta qué ocurrió.'],
  ])('refuses %p', (change, field, message) => {
    expect(validateComplaint({ ...valid, ...change } as ComplaintValues)).toEqual({
      [field]: message,
    });
  });

  it('takes a passport or CE of letters and numbers, and an amount with céntimos', () => {
    expect(
      validateComplaint({
        ...valid,
        document_type: 'CE',
        document_number: 'x1234567',
        amount: '99.5',
      }),
    ).toEqual({});
  });
});
