import * as yup from 'yup';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../domain/traveller';
import { formErrors } from '../../lib/formErrors';
import { MESSAGE_MAX_LENGTH, type ContactValues } from './contactValues';

export const contactSchema = yup.object({
  user_name: yup.string().trim().required('Escribe tu nombre.').max(NAME_MAX_LENGTH),
  user_email: yup
    .string()
    .trim()
    .required('Escribe tu correo electrónico.')
    .email('Escribe un correo válido, por ejemplo nombre@correo.com.')
    .max(EMAIL_MAX_LENGTH),
  message: yup.string().trim().required('Escribe tu mensaje.').max(MESSAGE_MAX_LENGTH),
});

/** Formik's validate: every broken rule of the form, keyed like its fields. */
export const validateContact = (values: ContactValues) => formErrors(contactSchema, values);
