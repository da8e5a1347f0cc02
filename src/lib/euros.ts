import { euroRateFrom } from '../domain/euroRate';
import { eurosOf } from '../domain/money';

/** The build's euro rate: the plans for Europe and the constancia state euros at it. */
export const EURO_RATE = euroRateFrom(
  process.env.EXCHANGE_RATE_EUR,
  process.env.EXCHANGE_RATE_EUR_DATE,
);

/** A cover of `dollars` in whole euros at the build's rate. */
export const inEuros = (dollars: number): number => eurosOf(dollars, EURO_RATE.eurosPerDollar);
