import { config } from '../../config';

const loadSdk = () => import(/* webpackChunkName: "emailjs" */ '@emailjs/browser');

/** Fetches the SDK as soon as the visitor starts writing, so a send needs no further download. */
export function preloadEmailSdk(): void {
  loadSdk().catch(() => {
    // The send will try again and report the failure.
  });
}

/**
 * Sends the contact form through EmailJS's form-data endpoint. The SDK is fetched on the
 * first send, so the landing page does not pay for it. Rejects on any failure.
 */
export async function sendContactMessage(form: HTMLFormElement): Promise<void> {
  const { serviceId, templateId, publicKey, origin } = config.emailjs;
  if (!serviceId || !templateId || !publicKey) {
    if (process.env.NODE_ENV !== 'production') {
      console.warn(
        'The contact form is not configured: set EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_PUBLIC_KEY (see .env.example).',
      );
    }
    throw new Error('EmailJS is not configured');
  }
  const emailjs = await loadSdk();
  emailjs.init({ publicKey }, origin);
  try {
    await emailjs.sendForm(serviceId, templateId, form, { publicKey });
  } catch (error) {
    if (process.env.NODE_ENV !== 'production')
      console.warn('The contact message was not sent:', error);
    throw error;
  }
}
