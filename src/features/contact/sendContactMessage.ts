import { config } from '../../config';
import { sendFormByEmail } from '../../lib/emailjs';

export { preloadEmailSdk } from '../../lib/emailjs';

/** Sends the contact form with the contact template (EMAILJS_TEMPLATE_ID). */
export const sendContactMessage = (form: HTMLFormElement): Promise<void> =>
  sendFormByEmail(form, config.emailjs.templateId);
