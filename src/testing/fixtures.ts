import type { Quote } from '../domain/quote';
import type { Traveller } from '../domain/traveller';
import { localToday } from '../domain/dates';

/** 'YYYY-MM-DD', `days` after the visitor's local today. */
export function daysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localToday(date);
}

/**
 * A quote's timestamp an hour before now: a page of /quote opened on it searches its whole 3 s,
 * whenever it opens (the search runs from the send, and a quote sent moments before leaves less).
 */
export const sentAnHourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

/** A valid per-day quote for a week starting in ten days. */
export function aQuote(overrides: Partial<Quote> = {}): Quote {
  const ages = overrides.ages ?? ['30'];
  return {
    destination: 'Europa',
    modality: 'por_dias',
    departureDate: daysFromToday(10),
    returnDate: daysFromToday(17),
    travelers: ages.length,
    ages,
    timestamp: new Date().toISOString(),
    ...overrides,
  };
}

/** Ana, a traveller as a purchase keeps her (her phone in E.164), with `overrides` over her. */
export const aTraveller = (overrides: Partial<Traveller> = {}): Traveller => ({
  firstName: 'Ana',
  lastName: 'Quispe',
  docType: 'DNI',
  docNumber: '45678901',
  birthDate: '1990-05-01',
  gender: '',
  email: 'ana@example.pe',
  phone: '+51987654321',
  ...overrides,
});
