import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { FormikErrors, FormikTouched } from 'formik';
import { memo, type ChangeEventHandler, type FocusEventHandler } from 'react';
import AppLink from '../../components/AppLink';
import { drawnNearTheScreen } from '../../components/drawnNearTheScreen';
import FormField from '../../components/FormField';
import { formatCalendarDate } from '../../domain/dates';
import { readTypedDate } from '../../domain/typedDate';
import {
  DOC_NUMBER_MAX_LENGTH,
  DOC_TYPE_LABELS,
  DOC_TYPES,
  EMAIL_MAX_LENGTH,
  GENDER_LABELS,
  GENDERS,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  type Traveller,
} from '../../domain/traveller';
import { ageUnlikeQuoted } from '../../domain/travellerAge';
import { PHONE_HINT } from '../../lib/personFieldTexts';
import { BIRTH_DATE_HINT, DOCUMENT_HINTS } from './checkoutSchema';

export const travellerFieldId = (index: number, field: string) => `traveller-${index}-${field}`;

// The selects' options made once: FormField is memoised, so that a key pressed in a field
// draws that field alone, not its whole card.
const DOC_TYPE_OPTIONS = DOC_TYPES.map((type) => (
  <option key={type} value={type}>
    {DOC_TYPE_LABELS[type]}
  </option>
));
const GENDER_OPTIONS = (
  <>
    <option value="">Prefiero no indicarlo</option>
    {GENDERS.map((gender) => (
      <option key={gender} value={gender}>
        {GENDER_LABELS[gender]}
      </option>
    ))}
  </>
);

// 'DD/MM/AAAA' is ten characters; a phone's number pad is enough, the eight digits alone read.
const BIRTH_DATE_INPUT = { maxLength: 10, inputMode: 'numeric' } as const;

const years = (age: number | string) => `${age} ${Number(age) === 1 ? 'año' : 'años'}`;

interface TravellerFieldsProps {
  index: number;
  traveller: Traveller;
  /** This traveller's errors and touched fields (touched held while a button is pressed). */
  errors?: FormikErrors<Traveller>;
  touched?: FormikTouched<Traveller>;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;
  onBlur: FocusEventHandler;
  today: string;
  /** The age this traveller was quoted with, and the day quoted ages count on. */
  quotedAge: string;
  agesCountOn: string;
  /** E-mail and phone are traveller 1's, kept in step: shown, not typed. */
  contactShared: boolean;
}

/**
 * The card 'Datos del Viajero N'. Memoised: a key press renders its own card only, whatever the
 * number of travellers (the form hands each card its own slices of values, errors and touched).
 */
function TravellerFields({
  index,
  traveller,
  errors,
  touched,
  onChange,
  onBlur,
  today,
  quotedAge,
  agesCountOn,
  contactShared,
}: TravellerFieldsProps) {
  const titleId = `traveller-${index}-title`;
  const quotedId = `traveller-${index}-quoted`;
  const props = (field: keyof Traveller, maxLength?: number) => ({
    id: travellerFieldId(index, field),
    name: `travelers[${index}].${field}`,
    value: traveller[field],
    onChange,
    onBlur,
    error: (touched?.[field] && errors?.[field]) || undefined,
    htmlInput: maxLength ? { maxLength } : undefined,
  });
  const shared = { readOnly: contactShared };
  const actualAge = ageUnlikeQuoted(
    quotedAge,
    readTypedDate(traveller.birthDate) ?? '',
    agesCountOn,
  );
  const onDeparture =
    agesCountOn === today ? 'hoy' : `al salir (${formatCalendarDate(agesCountOn)})`;

  return (
    <Card
      component="fieldset"
      aria-labelledby={titleId}
      aria-describedby={quotedId}
      sx={{
        p: { xs: 2.5, sm: 3 },
        m: 0,
        minWidth: 0,
        // From the third on, cards far from the screen are not laid out or painted: with eight
        // travellers, a key press, an error shown or the page's first frame costs the cards in
        // view only. The first two are on screen as the page opens, so nothing there moves.
        ...(index >= 2 && drawnNearTheScreen({ xs: 760, sm: 500 })),
      }}
    >
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.25rem' }}>
        Datos del Viajero {index + 1}
      </Typography>
      <Typography id={quotedId} variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Cotizado con {years(quotedAge)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormField
          {...props('firstName', NAME_MAX_LENGTH)}
          label="Nombres"
          required
          autoComplete={index === 0 ? 'given-name' : 'off'}
        />
        <FormField
          {...props('lastName', NAME_MAX_LENGTH)}
          label="Apellidos"
          required
          autoComplete={index === 0 ? 'family-name' : 'off'}
        />
        {/* Always holds a type (DNI by default): nothing for a `required` to ask, which HTML
            allows only on a select whose first option is a placeholder. */}
        <FormField {...props('docType')} label="Tipo de documento" options={DOC_TYPE_OPTIONS} />
        <FormField
          {...props('docNumber', DOC_NUMBER_MAX_LENGTH)}
          label="Número de documento"
          hint={DOCUMENT_HINTS[traveller.docType]}
          required
          autoComplete="off"
        />
        {/* Typed, not picked: a birth date is known by heart, a calendar opens on this month, and
            the browser's date field orders day and month by its own language, not Peru's. */}
        <FormField
          {...props('birthDate')}
          label="Fecha de nacimiento"
          hint={BIRTH_DATE_HINT}
          required
          autoComplete={index === 0 ? 'bday' : 'off'}
          htmlInput={BIRTH_DATE_INPUT}
        />
        <FormField {...props('gender')} label="Género" options={GENDER_OPTIONS} />
        <FormField
          {...props('email', EMAIL_MAX_LENGTH)}
          type="email"
          label="Correo electrónico"
          required
          autoComplete={index === 0 ? 'email' : 'off'}
          htmlInput={{ maxLength: EMAIL_MAX_LENGTH, ...shared }}
        />
        <FormField
          {...props('phone', PHONE_MAX_LENGTH)}
          type="tel"
          label="Teléfono"
          hint={PHONE_HINT}
          required
          autoComplete={index === 0 ? 'tel' : 'off'}
          htmlInput={{ maxLength: PHONE_MAX_LENGTH, inputMode: 'tel', ...shared }}
        />
      </Box>
      {/* On the page before anything is said in it, so screen readers announce the notice. */}
      <div role="status">
        {actualAge !== null && (
          <Typography
            variant="body2"
            sx={{
              mt: 2,
              p: 1.5,
              borderRadius: 1,
              bgcolor: 'primary.light',
              borderLeft: 4,
              borderColor: 'primary.main',
            }}
          >
            Con esta fecha de nacimiento tendrá {years(actualAge)} {onDeparture}, pero cotizamos con{' '}
            {years(quotedAge)}; el precio puede ser otro.{' '}
            <Box component={AppLink} to="/" sx={{ color: 'primary.dark', fontWeight: 700 }}>
              Modificar Cotización
            </Box>
          </Typography>
        )}
      </div>
    </Card>
  );
}

export default memo(TravellerFields);
