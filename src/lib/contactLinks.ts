import { config } from '../config';

export const WHATSAPP_QUOTE_TEXT = 'Necesito una cotización';

export function whatsAppLink(text: string = WHATSAPP_QUOTE_TEXT): string {
  return `https://wa.me/${config.whatsAppNumber}?text=${encodeURIComponent(text)}`;
}

/** '987654321' -> '+51 987 654 321' */
export function displayPhone(phone: string = config.sitePhone): string {
  const digits = phone.replace(/\D/g, '');
  return `+51 ${digits.replace(/(\d{3})(?=\d)/g, '$1 ')}`.trim();
}

export function phoneHref(phone: string = config.sitePhone): string {
  return `tel:+51${phone.replace(/\D/g, '')}`;
}

/** Attributes of every link that leaves the site. */
export const EXTERNAL_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;
