import * as yup from 'yup';
import {
  COMPLAINT_DOCUMENT_TYPES,
  COMPLAINT_KINDS,
  DOC_TYPE_OF_COMPLAINT,
} from '../../domain/complaint';
import { phoneE164 } from '../../domain/phone';
import {
  DOC_NUMBER_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from '../../domain/traveller';
import { readDocument } from '../../domain/travellerDocument';
import { formErrors } from '../../lib/formErrors';
import {
  DOCUMENT_PROBLEM_ERRORS,
  EMAIL_FORMAT_ERROR,
  PHONE_FORMAT_ERROR,
} from '../../lib/personFieldTexts';
import type { ComplaintValues } from './complaintValues';

export const TEXT_MAX_LENGTH = 2000;
export const ADDRESS_MAX_LENGTH = 200;

const text = (message: string, max: number) =>
  yup.string().trim().required(message).max(max, `Usa como máximo ${max} caracteres.`);

export const complaintSchema = yup.object({
  consumer_name: text('Escribe tus nombres y apellidos.', NAME_MAX_LENGTH * 2),
  document_type: yup
    .string()
    .required('Elige el tipo de documento.')
    .oneOf(COMPLAINT_DOCUMENT_TYPES, 'Elige el tipo de documento.'),
  // Read by the rules of /checkout's documents (contract section 6).
  document_number: text('Escribe el número de documento.', DOC_NUMBER_MAX_LENGTH).test(
    'by-kind',
    function byKind(value) {
      const type = (this.parent as ComplaintValues).document_type;
      if (!value || !type) return true;
      const reading = readDocument(DOC_TYPE_OF_COMPLAINT[type], value);
      return (
        'number' in reading ||
        this.createError({ message: DOCUMENT_PROBLEM_ERRORS[reading.problem] })
      );
    },
  ),
  address: text('Escribe tu domicilio.', ADDRESS_MAX_LENGTH),
  phone: text('Escribe tu teléfono.', PHONE_MAX_LENGTH).test(
    'phone',
    PHONE_FORMAT_ERROR,
    (value) => !value || phoneE164(value) !== null,
  ),
  user_email: text('Escribe tu correo electrónico.', EMAIL_MAX_LENGTH).email(EMAIL_FORMAT_ERROR),
  guardian: yup
    .string()
    .trim()
    .max(NAME_MAX_LENGTH * 2),
  service: text('Indica el servicio contratado.', ADDRESS_MAX_LENGTH),
  amount: yup
    .string()
    .trim()
    .matches(/^\d{1,7}(\.\d{1,2})?$/, {
      message: 'Escribe el monto en dólares, por ejemplo 150.00.',
      excludeEmptyString: true,
    }),
  kind: yup
    .string()
    .required('Elige si es un reclamo o una queja.')
    .oneOf(COMPLAINT_KINDS, 'Elige si es un reclamo o una queja.'),
  detail: text('Cuenta qué ocurrió.', TEXT_MAX_LENGTH),
  request: text('Indica qué pides.', TEXT_MAX_LENGTH),
  truthful: yup.boolean().oneOf([true], 'Marca la declaración para enviar tu reclamo.'),
});

/** Formik's validate: every broken rule of the form, keyed like its fields. */
export const validateComplaint = (values: ComplaintValues) => formErrors(complaintSchema, values);
