import { describe, expect, it } from '@jest/globals';
import type { DocType } from './traveller';
import {
  dniCheckCharacters,
  earlierHolderOf,
  readDocument,
  shownDocument,
  type DocumentReading,
} from './travellerDocument';

// 10117410's check character is 2 or G (RENIEC's mod 11, as python-stdnum's pe.cui documents).
const READINGS: [DocType, string, DocumentReading][] = [
  ['DNI', '45678912', { number: '45678912' }],
  ['DNI', ' 45678912 ', { number: '45678912' }],
  ['DNI', '45.678.912', { number: '45678912' }],
  ['DNI', '45 678 912', { number: '45678912' }],
  ['DNI', '10117410-2', { number: '10117410' }],
  ['DNI', '10117410 g', { number: '10117410' }],
  ['DNI', '10117410G', { number: '10117410' }],
  ['DNI', '10117410-3', { problem: 'dniCheck' }],
  ['DNI', '10117410-H', { problem: 'dniCheck' }],
  ['DNI', '4567891', { problem: 'dniDigits' }],
  ['DNI', '456789123', { problem: 'dniCheck' }],
  ['DNI', '4567891234', { problem: 'dniDigits' }],
  ['DNI', 'ABC12', { problem: 'dniDigits' }],
  ['DNI', '4567891A2', { problem: 'dniDigits' }],
  ['DNI', '45/678/912', { problem: 'dniDigits' }],
  ['CE', '001234567', { number: '001234567' }],
  ['CE', '000123456789', { number: '000123456789' }],
  ['CE', '0001234567890', { problem: 'idLength' }],
  ['CE', 'ce-123456', { problem: 'idCharacters' }],
  ['PASSPORT', 'pe123456', { number: 'PE123456' }],
  ['PASSPORT', ' P1234567 ', { number: 'P1234567' }],
  ['PASSPORT', 'AB1234567890', { number: 'AB1234567890' }],
  ['PASSPORT', 'AB12345678901', { problem: 'idLength' }],
  ['PASSPORT', 'AB 123456', { problem: 'idCharacters' }],
  ['PASSPORT', 'AB#123456', { problem: 'idCharacters' }],
  ['PASSPORT', 'ÑA123456', { problem: 'idCharacters' }],
];

describe('readDocument', () => {
  it.each(READINGS)('%s %j reads as %j', (docType, typed, reading) => {
    expect(readDocument(docType, typed)).toEqual(reading);
  });
});

describe('dniCheckCharacters', () => {
  it.each([
    ['10117410', '2', 'G'],
    ['45678912', '4', 'I'], // 189 mod 11 = 2
  ])('%s: %s or %s', (digits, digit, letter) => {
    expect(dniCheckCharacters(digits)).toEqual([digit, letter]);
  });
});

describe('earlierHolderOf', () => {
  const family = [
    { docType: 'DNI' as const, docNumber: '45678912' },
    { docType: 'PASSPORT' as const, docNumber: 'pe123456' },
    { docType: 'DNI' as const, docNumber: '45.678.912' },
    { docType: 'PASSPORT' as const, docNumber: 'PE123456' },
    { docType: 'CE' as const, docNumber: 'PE123456' },
    { docType: 'DNI' as const, docNumber: '4567' },
    { docType: 'DNI' as const, docNumber: '4567' },
  ];
  it.each([
    [0, null],
    [1, null],
    [2, 0], // the same DNI, written with dots
    [3, 1], // the same passport, in capitals
    [4, null], // the same number, another kind of document
    [5, null], // no DNI: its own error says so
    [6, null],
  ])('traveller %i shares a document with %p', (index, holder) => {
    expect(earlierHolderOf(family, index)).toBe(holder);
  });
});

describe('shownDocument', () => {
  it('names the kind and the number as kept', () => {
    expect(shownDocument({ docType: 'CE', docNumber: '001234567' })).toBe(
      'Carné de extranjería 001234567',
    );
  });
  it('shows a number stored before these rules as it was typed', () => {
    expect(shownDocument({ docType: 'DNI', docNumber: 'abc-123' })).toBe('DNI abc-123');
    expect(shownDocument({ docType: 'PASSPORT', docNumber: 'p-12' }, 'Passport')).toBe(
      'Passport p-12',
    );
  });
});
