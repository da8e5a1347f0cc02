import * as yup from 'yup';
import { COMPLAINT_DOCUMENT_TYPES, COMPLAINT_KINDS } from '../../domain/complaint';
import { phoneE164 } from '../../domain/phone';
import {
  DOC_NUMBER_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from '../../domain/traveller';
import { formErrors } from '../../lib/formErrors';
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
  document_number: text('Escribe el número de documento.', DOC_NUMBER_MAX_LENGTH).when(
    'document_type',
    ([type], schema) =>
      type === 'DNI'
        ? schema.matches(/^\d{8}$/, 'El DNI tiene 8 dígitos.')
        : schema.matches(/^[A-Za-z0-9]+$/, 'Usa solo letras y números.'),
  ),
  address: text('Escribe tu domicilio.', ADDRESS_MAX_LENGTH),
  phone: text('Escribe tu teléfono.', PHONE_MAX_LENGTH).test(
    'phone',
    'Escribe un teléfono válido, por ejemplo 987 654 321.',
    (value) => !value || phoneE164(value) !== null,
  ),
  user_email: text('Escribe tu correo electrónico.', EMAIL_MAX_LENGTH).email(
    'Escribe un correo válido, por ejemplo nombre@correo.com.',
  ),
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
