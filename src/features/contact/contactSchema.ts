import * as yup from 'yup';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../domain/traveller';

export const MESSAGE_MAX_LENGTH = 2000;

/** Field names are EmailJS template variables: sendForm posts them as they are. */
export interface ContactValues {
  user_name: string;
  user_email: string;
  message: string;
}

export const EMPTY_CONTACT: ContactValues = { user_name: '', user_email: '', message: '' };

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
