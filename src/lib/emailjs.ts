import { config } from '../config';

const loadSdk = () => import(/* webpackChunkName: "emailjs" */ '@emailjs/browser');

/** Fetches the SDK as soon as the visitor starts writing, so a send needs no further download. */
export function preloadEmailSdk(): void {
  loadSdk().catch(() => {
    // The send will try again and report the failure.
  });
}

/**
 * Sends a form through EmailJS's form-data endpoint with the given template: each named field
 * is a template variable. The SDK is fetched on the first send, so no page pays for it before.
 * Rejects on any failure.
 */
export async function sendFormByEmail(form: HTMLFormElement, templateId: string): Promise<void> {
  const { serviceId, publicKey, origin } = config.emailjs;
  if (!serviceId || !templateId || !publicKey) {
    if (process.env.NODE_ENV !== 'production') {
      console.warn(
        'EmailJS is not configured: set EMAILJS_SERVICE_ID, EMAILJS_PUBLIC_KEY and the template ids (see .env.example).',
      );
    }
    throw new Error('EmailJS is not configured');
  }
  const emailjs = await loadSdk();
  emailjs.init({ publicKey }, origin);
  try {
    await emailjs.sendForm(serviceId, templateId, form, { publicKey });
  } catch (error) {
    if (process.env.NODE_ENV !== 'production') console.warn('The form was not sent:', error);
    throw error;
  }
}

/**
 * Sends `fields` through the same form-data endpoint, as the named fields of a form made for
 * the send (never shown): for a message the visitor did not type into a form of the page.
 */
export function sendFieldsByEmail(
  fields: Record<string, string>,
  templateId: string,
): Promise<void> {
  const form = document.createElement('form');
  for (const [name, value] of Object.entries(fields)) {
    const field = document.createElement('textarea');
    field.name = name;
    field.value = value;
    form.append(field);
  }
  return sendFormByEmail(form, templateId);
}
