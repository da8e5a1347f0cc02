import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import DateField from '../../components/DateField';
import SummaryRow from '../../components/SummaryRow';
import { differenceText, totalForDates } from '../../domain/coverRequestTerms';
import { formatCalendarDate } from '../../domain/dates';
import type { CodedPurchase } from '../../domain/purchase';
import { formatPrice } from '../../lib/prices';
import { useSiteForm } from '../../lib/useSiteForm';
import { newDatesErrors, SAME_DATES, type NewDates } from './dateChange';

const FIELD_IDS: Record<keyof NewDates, string> = {
  departureDate: 'new-departure-date',
  returnDate: 'new-return-date',
};
const DEPARTURE_INPUT = { 'data-min': 'today' };
const RETURN_INPUT = { 'data-min': 'today', 'data-min-after': FIELD_IDS.departureDate };

/**
 * New dates for a per-day cover: the quote form's rules, the new total priced by the
 * catalogue's rules and how it stands beside the purchase's, in dollars and soles, all before
 * the request is sent.
 */
export default function DateChangeRequest({
  purchase,
  onRequest,
  onBack,
}: {
  purchase: CodedPurchase;
  onRequest: (dates: NewDates, total: number) => void;
  onBack: () => void;
}) {
  const { quoteData: quote, selectedPlan: plan } = purchase;
  const { formik, handleSubmit, fieldProps } = useSiteForm<NewDates>({
    initialValues: { departureDate: quote.departureDate, returnDate: quote.returnDate },
    validate: (dates) => newDatesErrors(dates, quote),
    fieldOrder: () => ['departureDate', 'returnDate'],
    fieldId: (name) => FIELD_IDS[name as keyof NewDates],
    send: (dates) => {
      const total = totalForDates(purchase, dates.departureDate, dates.returnDate);
      if (total !== null) onRequest(dates, total);
    },
  });
  const { values } = formik;
  // Opened, the form takes the focus to its first field: the button that opened it is gone.
  useEffect(() => {
    document.getElementById(FIELD_IDS.departureDate)?.focus();
  }, []);
  // Priced as soon as the dates are ones the quote form takes: the purchase's own dates show
  // its total, and are refused only when sent.
  const { departureDate: wrongDeparture, returnDate: wrongReturn } = newDatesErrors(values, quote);
  const priced =
    !wrongDeparture && (!wrongReturn || wrongReturn === SAME_DATES)
      ? totalForDates(purchase, values.departureDate, values.returnDate)
      : null;
  const field = (name: keyof NewDates) => ({ ...fieldProps(name), required: true });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="date-change-title"
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <Typography id="date-change-title" sx={{ fontWeight: 700, mb: 0.5 }}>
        Nuevas fechas del viaje
      </Typography>
      <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
        Tu compra: del {formatCalendarDate(quote.departureDate)} al{' '}
        {formatCalendarDate(quote.returnDate)}, {formatPrice(plan.price)}.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <DateField
          {...field('departureDate')}
          label="Nueva fecha de salida"
          htmlInput={DEPARTURE_INPUT}
        />
        <DateField
          {...field('returnDate')}
          label="Nueva fecha de regreso"
          htmlInput={RETURN_INPUT}
        />
      </Box>
      <Box aria-live="polite" sx={{ my: 2 }}>
        {priced === null ? (
          <Typography sx={{ color: 'text.secondary' }}>
            Elige fechas válidas para ver el nuevo total.
          </Typography>
        ) : (
          <Box component="dl" sx={{ display: 'grid', gap: 0.5, m: 0 }}>
            <SummaryRow label="Nuevo total" value={formatPrice(priced)} />
            <SummaryRow
              label="Diferencia"
              value={differenceText(priced, plan.price, formatPrice)}
            />
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
          Enviar solicitud
        </Button>
        <Button onClick={onBack}>Volver</Button>
      </Box>
    </Box>
  );
}
