import { DEFAULT_EXCHANGE_RATE } from './domain/exchangeRate';
import { DEFAULT_SITE_URL } from './domain/siteUrl';

// Build-time configuration (contract section 5). webpack's DefinePlugin writes the values in;
// .env.example lists them.

export const config = {
  emailjs: {
    serviceId: process.env.EMAILJS_SERVICE_ID ?? '',
    templateId: process.env.EMAILJS_TEMPLATE_ID ?? '',
    /** The Libro de Reclamaciones' template: the company and the consumer both get it. */
    complaintTemplateId: process.env.EMAILJS_COMPLAINT_TEMPLATE_ID ?? '',
    /** The purchase's confirmation, to Traveller 1 (and sales, in the template's BCC). */
    purchaseTemplateId: process.env.EMAILJS_PURCHASE_TEMPLATE_ID ?? '',
    publicKey: process.env.EMAILJS_PUBLIC_KEY ?? '',
    origin: process.env.EMAILJS_ORIGIN || 'https://api.emailjs.com',
  },
  /** National number; shown with its +51 prefix. */
  sitePhone: process.env.SITE_PHONE || '987654321',
  siteEmail: process.env.SITE_EMAIL || 'ventas@comparayahorra.pe',
  /** Digits with the country code 51, as wa.me expects. */
  whatsAppNumber: process.env.WHATSAPP_NUMBER || '51987654321',
  /**
   * The reference rate the prices in soles are worked at, and its date: checked by the build,
   * which writes them in (webpack.config.ts); the defaults where nothing is written (jest).
   */
  exchangeRate: {
    solesPerDollar: Number(process.env.EXCHANGE_RATE_PEN) || DEFAULT_EXCHANGE_RATE.solesPerDollar,
    date: process.env.EXCHANGE_RATE_DATE || DEFAULT_EXCHANGE_RATE.date,
  },
  // TO CONFIRM BEFORE LAUNCH: the legal name and RUC (placeholders until the build is given them).
  /** The provider the Libro de Reclamaciones names. */
  company: {
    name: process.env.COMPANY_NAME || 'Compara y Ahorra S.A.C.',
    ruc: process.env.COMPANY_RUC || '20000000001',
  },
  /** The site's public origin, for the links it gives out (checked by the build, which stops on a bad one). */
  siteUrl: process.env.SITE_URL || DEFAULT_SITE_URL,
  /** The year the site was built in, which its prerendered pages show. */
  buildYear: Number(process.env.BUILD_YEAR) || new Date().getFullYear(),
};
