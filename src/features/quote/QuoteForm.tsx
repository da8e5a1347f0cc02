import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DateField from '../../components/DateField';
import FormField from '../../components/FormField';
import {
  DESTINATIONS,
  MAX_TRAVELLERS,
  MIN_TRAVELLERS,
  MODALITIES,
  MODALITY_LABELS,
} from '../../domain/catalogue';
import { usePageCodeOnIntent, usePageCodeWhenIdle } from '../../lib/pageCode';
import { WHATSAPP_ROOM } from '../../components/whatsAppRoom';
import { loadQuotePage } from '../quotePage/loadQuotePage';
import { QUOTE_FORM_ID, quoteFieldId } from './quoteFormValues';
import { useQuoteForm } from './useQuoteForm';

const TRAVELLER_COUNTS = Array.from(
  { length: MAX_TRAVELLERS - MIN_TRAVELLERS + 1 },
  (_, index) => MIN_TRAVELLERS + index,
);

// Made once: the fields are memoised, and a field whose props are the same is not drawn again
// when another one changes.
const DESTINATION_OPTIONS = (
  <>
    <option value="" disabled>
      Elige tu destino
    </option>
    {DESTINATIONS.map((destination) => (
      <option key={destination} value={destination}>
        {destination}
      </option>
    ))}
  </>
);
// The modality always holds one of these (no placeholder), so its select is not marked
// required: HTML asks a required select for an empty first option.
const MODALITY_OPTIONS = MODALITIES.map((modality) => (
  <option key={modality} value={modality}>
    {MODALITY_LABELS[modality]}
  </option>
));
const TRAVELLER_OPTIONS = TRAVELLER_COUNTS.map((count) => (
  <option key={count} value={count}>
    {count === 1 ? '1 viajero' : `${count} viajeros`}
  </option>
));
const WHOLE_ROW = { gridColumn: { sm: '1 / -1' } };
const AGE_INPUT = { inputMode: 'numeric', maxLength: 3 } as const;
// The limits themselves are set by the page's inline script (./dateLimits.js), never by a
// render: a date field loses what is being typed into it whenever its min is set.
const DEPARTURE_INPUT = { 'data-min': 'today' };
const RETURN_INPUT = { 'data-min': 'today', 'data-min-after': quoteFieldId('departureDate') };

/** The hero's quote form: a valid quote is stored and the visitor goes to /quote. */
export default function QuoteForm() {
  const { values, perDay, fieldProps, handleSubmit, handleModalityChange, handleTravellersChange } =
    useQuoteForm();
  const quotePageOnIntent = usePageCodeOnIntent(loadQuotePage);
  // A form in use is a quote on its way: /quote's code comes while the visitor fills it in.
  usePageCodeWhenIdle(loadQuotePage);

  return (
    <Box
      component="form"
      id={QUOTE_FORM_ID}
      noValidate
      onSubmit={handleSubmit}
      aria-label="Cotiza tu seguro de viaje"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <FormField
        {...fieldProps('destination')}
        label="Destino"
        required
        options={DESTINATION_OPTIONS}
      />
      <FormField
        {...fieldProps('modality')}
        onChange={handleModalityChange}
        label="Modalidad"
        options={MODALITY_OPTIONS}
      />
      <DateField
        {...fieldProps('departureDate')}
        label="Fecha de salida"
        required={perDay}
        disabled={!perDay}
        htmlInput={DEPARTURE_INPUT}
      />
      <DateField
        {...fieldProps('returnDate')}
        label="Fecha de regreso"
        required={perDay}
        disabled={!perDay}
        htmlInput={RETURN_INPUT}
      />
      <FormField
        {...fieldProps('travelers')}
        onChange={handleTravellersChange}
        label="Número de viajeros"
        sx={WHOLE_ROW}
        options={TRAVELLER_OPTIONS}
      />
      <Box
        role="group"
        aria-label="Edades de los viajeros"
        sx={{
          gridColumn: '1 / -1',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
        }}
      >
        {values.ages.map((_, index) => (
          <FormField
            key={index}
            {...fieldProps(`ages[${index}]`)}
            label={`Edad del viajero ${index + 1}`}
            required
            autoComplete="off"
            htmlInput={AGE_INPUT}
          />
        ))}
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        {...quotePageOnIntent}
        sx={{ gridColumn: '1 / -1', py: 1.5, fontSize: '1.05rem', ...WHATSAPP_ROOM }}
      >
        Ver Planes y Precios
      </Button>
    </Box>
  );
}
