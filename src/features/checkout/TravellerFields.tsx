import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getIn, type FormikProps } from 'formik';
import {
  DOC_NUMBER_MAX_LENGTH,
  DOC_TYPE_LABELS,
  DOC_TYPES,
  EMAIL_MAX_LENGTH,
  GENDER_LABELS,
  GENDERS,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from '../../domain/traveller';
import type { CheckoutValues } from './checkoutSchema';

export const travellerFieldId = (index: number, field: string) => `traveller-${index}-${field}`;

interface TravellerFieldsProps {
  index: number;
  formik: FormikProps<CheckoutValues>;
  /** Which fields show their errors: Formik's, held while a button is pressed. */
  touched: FormikProps<CheckoutValues>['touched'];
  today: string;
}

/** The card 'Datos del Viajero N'. */
export default function TravellerFields({ index, formik, touched, today }: TravellerFieldsProps) {
  const titleId = `traveller-${index}-title`;
  const props = (field: string, maxLength?: number): TextFieldProps => {
    const name = `travelers[${index}].${field}`;
    const error = getIn(touched, name) && getIn(formik.errors, name);
    return {
      id: travellerFieldId(index, field),
      name,
      value: getIn(formik.values, name) ?? '',
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: Boolean(error),
      helperText: error || undefined,
      slotProps: maxLength ? { htmlInput: { maxLength } } : undefined,
    };
  };
  const nativeSelect = { select: { native: true } };

  return (
    <Card
      component="fieldset"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2.5, sm: 3 }, m: 0, minWidth: 0 }}
    >
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.25rem', mb: 2 }}>
        Datos del Viajero {index + 1}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          {...props('firstName', NAME_MAX_LENGTH)}
          label="Nombres"
          required
          autoComplete={index === 0 ? 'given-name' : 'off'}
        />
        <TextField
          {...props('lastName', NAME_MAX_LENGTH)}
          label="Apellidos"
          required
          autoComplete={index === 0 ? 'family-name' : 'off'}
        />
        <TextField
          {...props('docType')}
          select
          label="Tipo de documento"
          required
          slotProps={nativeSelect}
        >
          {DOC_TYPES.map((type) => (
            <option key={type} value={type}>
              {DOC_TYPE_LABELS[type]}
            </option>
          ))}
        </TextField>
        <TextField
          {...props('docNumber', DOC_NUMBER_MAX_LENGTH)}
          label="Número de documento"
          required
          autoComplete="off"
        />
        <TextField
          {...props('birthDate')}
          type="date"
          label="Fecha de nacimiento"
          required
          slotProps={{ htmlInput: { max: today, min: '1900-01-01' } }}
        />
        <TextField {...props('gender')} select label="Género" slotProps={nativeSelect}>
          <option value="">Prefiero no indicarlo</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {GENDER_LABELS[gender]}
            </option>
          ))}
        </TextField>
        <TextField
          {...props('email', EMAIL_MAX_LENGTH)}
          type="email"
          label="Correo electrónico"
          required
          autoComplete={index === 0 ? 'email' : 'off'}
        />
        <TextField
          {...props('phone', PHONE_MAX_LENGTH)}
          type="tel"
          label="Teléfono"
          required
          autoComplete={index === 0 ? 'tel' : 'off'}
          slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH, inputMode: 'tel' } }}
        />
      </Box>
    </Card>
  );
}
