// The contact form's values, without the schema: the form needs these at once, while Yup loads
// only when the form is first checked (./contactSchema).

export const MESSAGE_MAX_LENGTH = 2000;

/** Field names are EmailJS template variables: sendForm posts them as they are. */
export interface ContactValues {
  user_name: string;
  user_email: string;
  message: string;
}

export const EMPTY_CONTACT: ContactValues = { user_name: '', user_email: '', message: '' };
