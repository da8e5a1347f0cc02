import {
  MAX_AGE,
  MAX_TRAVELLERS,
  MIN_AGE,
  MIN_TRAVELLERS,
  isDestination,
  isModality,
  type Destination,
  type Modality,
} from './catalogue';
import { isBefore, isCalendarDate, localToday } from './dates';

/** Where the latest quote is stored (contract section 3). */
export const QUOTE_STORAGE_KEY = 'latestQuote';

/** The quote as stored under `latestQuote` (contract section 3). */
export interface Quote {
  destination: Destination;
  modality: Modality;
  /** 'YYYY-MM-DD' for por_dias, '' otherwise. */
  departureDate: string;
  returnDate: string;
  travelers: number;
  /** One per traveller, as typed: the spec keeps ages as strings. */
  ages: string[];
  timestamp: string;
}

/** An age the spec accepts (whole years, 1-99), or null. */
export function parseAge(age: string): number | null {
  if (!/^\d{1,2}$/.test(age.trim())) return null;
  const years = Number(age);
  return years >= MIN_AGE && years <= MAX_AGE ? years : null;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isIsoInstant(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value));
}

/**
 * Reads a stored quote, or null when its shape is wrong. Ages outside 1-99 keep the shape
 * valid on purpose: /quote then explains the age criteria instead of redirecting.
 */
export function parseQuote(value: unknown, today: string | null = localToday()): Quote | null {
  if (!isRecord(value)) return null;
  const { destination, modality, departureDate, returnDate, travelers, ages, timestamp } = value;
  if (!isDestination(destination) || !isModality(modality)) return null;
  if (
    typeof travelers !== 'number' ||
    !Number.isInteger(travelers) ||
    travelers < MIN_TRAVELLERS ||
    travelers > MAX_TRAVELLERS
  ) {
    return null;
  }
  if (!Array.isArray(ages) || ages.length !== travelers) return null;
  if (!ages.every((age) => typeof age === 'string' && age.length <= 3)) return null;
  if (!isIsoInstant(timestamp)) return null;

  if (modality === 'por_dias') {
    if (!isCalendarDate(departureDate) || !isCalendarDate(returnDate)) return null;
    if (isBefore(returnDate, departureDate)) return null;
    // A trip that has already begun cannot be quoted; a past purchase passes null to skip this.
    if (today !== null && isBefore(departureDate, today)) return null;
  }

  return {
    destination,
    modality,
    departureDate: modality === 'por_dias' ? (departureDate as string) : '',
    returnDate: modality === 'por_dias' ? (returnDate as string) : '',
    travelers,
    ages: [...(ages as string[])],
    timestamp,
  };
}

/**
 * Of two copies of the latest quote (what storage holds, what this tab holds), the one to keep:
 * the later send, or whichever there is. Keeping it twice changes nothing.
 */
export function laterQuote(stored: Quote | null, ours: Quote | null): Quote | null {
  if (!stored || !ours) return stored ?? ours;
  return Date.parse(ours.timestamp) > Date.parse(stored.timestamp) ? ours : stored;
}
