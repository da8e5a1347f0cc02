// Emergency contacts per insurer, shown in the 'Contactos de Emergencia 24/7' dialog.
// TO CONFIRM BEFORE LAUNCH: the spec does not give these values. Every number and app name
// below is a placeholder in the right format and must be checked with each insurer.

export interface EmergencyContact {
  insurer: string;
  phone: string;
  whatsApp: string;
  appHint: string;
}

export const EMERGENCY_CONTACTS: readonly EmergencyContact[] = [
  {
    insurer: 'ASSISTCARD',
    phone: '+51 1 610 0000',
    whatsApp: '+51 900 000 001',
    appHint: 'App ASSIST CARD: pide asistencia desde tu celular (iOS y Android).',
  },
  {
    insurer: 'INTERMAC ASSISTANCE',
    phone: '+51 1 620 0000',
    whatsApp: '+51 900 000 002',
    appHint: 'App Intermac: solicita atención médica y sigue tu caso.',
  },
  {
    insurer: 'UNIVERSAL ASSISTANCE',
    phone: '+51 1 630 0000',
    whatsApp: '+51 900 000 003',
    appHint: 'App Universal Assistance: telemedicina y asistencia en un toque.',
  },
  {
    insurer: 'ASSIST 1',
    phone: '+51 1 640 0000',
    whatsApp: '+51 900 000 004',
    appHint: 'App Assist 1: contacta a la central de asistencia desde el extranjero.',
  },
];

/** The insurer's 24/7 contacts, by the insurer's name as plans and purchases carry it. */
export function emergencyContactOf(insurer: string): EmergencyContact | undefined {
  return EMERGENCY_CONTACTS.find((contact) => contact.insurer === insurer);
}

const digits = (phone: string) => phone.replace(/\D/g, '');

/** '+51 1 610 0000' -> 'tel:+5116100000' */
export const telHref = (phone: string) => `tel:+${digits(phone)}`;

/** '+51 900 000 001' -> 'https://wa.me/51900000001' */
export const whatsAppChatHref = (phone: string) => `https://wa.me/${digits(phone)}`;
