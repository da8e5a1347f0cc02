import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
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
import FormField from '../../components/FormField';
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
  const props = (field: string, maxLength?: number) => {
    const name = `travelers[${index}].${field}`;
    return {
      id: travellerFieldId(index, field),
      name,
      value: getIn(formik.values, name) ?? '',
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: (getIn(touched, name) && getIn(formik.errors, name)) || undefined,
      htmlInput: maxLength ? { maxLength } : undefined,
    };
  };

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
        <FormField
          {...props('docType')}
          label="Tipo de documento"
          required
          options={DOC_TYPES.map((type) => (
            <option key={type} value={type}>
              {DOC_TYPE_LABELS[type]}
            </option>
          ))}
        />
        <FormField
          {...props('docNumber', DOC_NUMBER_MAX_LENGTH)}
          label="Número de documento"
          required
          autoComplete="off"
        />
        <FormField
          {...props('birthDate')}
          type="date"
          label="Fecha de nacimiento"
          required
          htmlInput={{ max: today, min: '1900-01-01' }}
        />
        <FormField
          {...props('gender')}
          label="Género"
          options={
            <>
              <option value="">Prefiero no indicarlo</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {GENDER_LABELS[gender]}
                </option>
              ))}
            </>
          }
        />
        <FormField
          {...props('email', EMAIL_MAX_LENGTH)}
          type="email"
          label="Correo electrónico"
          required
          autoComplete={index === 0 ? 'email' : 'off'}
        />
        <FormField
          {...props('phone', PHONE_MAX_LENGTH)}
          type="tel"
          label="Teléfono"
          required
          autoComplete={index === 0 ? 'tel' : 'off'}
          htmlInput={{ maxLength: PHONE_MAX_LENGTH, inputMode: 'tel' }}
        />
      </Box>
    </Card>
  );
}
