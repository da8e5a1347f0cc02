import { localToday } from '../../domain/dates';
import type { Quote } from '../../domain/quote';
import { quoteFieldErrors, quoteToFormValues } from '../quote/quoteFormValues';

// New dates for a per-day cover, checked by the quote form's own rules (a departure not before
// today, a return not before the departure), and asked only when they change something.

export interface NewDates {
  departureDate: string;
  returnDate: string;
}

export const SAME_DATES = 'Elige fechas distintas de las de tu compra.';

/** The inline message of each new date that breaks a rule; none when they can be asked for. */
export function newDatesErrors(
  dates: NewDates,
  quote: Quote,
  today: string = localToday(),
): Partial<NewDates> {
  const { departureDate, returnDate } = quoteFieldErrors(
    { ...quoteToFormValues(quote), ...dates },
    today,
  );
  const errors: Partial<NewDates> = {
    ...(departureDate && { departureDate }),
    ...(returnDate && { returnDate }),
  };
  const unchanged =
    dates.departureDate === quote.departureDate && dates.returnDate === quote.returnDate;
  if (!departureDate && !returnDate && unchanged) errors.returnDate = SAME_DATES;
  return errors;
}
