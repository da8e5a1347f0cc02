// Emergency contacts per insurer, shown in the 'Contactos de Emergencia 24/7' dialog.
// TO CONFIRM BEFORE LAUNCH: the spec does not give these values. Every number and app name
// below is a placeholder in the right format and must be checked with each insurer.

export interface EmergencyContact {
  insurer: string;
  phone: string;
  whatsApp: string;
  appHint: string;
  /** What a claim usually carries (the product's conditions say what each claim needs). */
  claimDocuments: readonly string[];
}

// TO CONFIRM BEFORE LAUNCH with each insurer: the documents it asks. No deadline to claim is
// given here: none that we could read is stated, so the buyer is sent to the conditions.
const USUAL_CLAIM = {
  claimDocuments: [
    'Tu voucher o certificado de asistencia y tu documento de identidad',
    'Facturas y recibos originales de cada gasto',
    'Informes médicos, recetas y resultados de exámenes',
    'Denuncia policial o reporte de la aerolínea (PIR) si hubo robo o pérdida de equipaje',
  ],
} as const;

export const EMERGENCY_CONTACTS: readonly EmergencyContact[] = [
  {
    insurer: 'ASSISTCARD',
    phone: '+51 1 610 0000',
    whatsApp: '+51 900 000 001',
    appHint: 'App ASSIST CARD: pide asistencia desde tu celular (iOS y Android).',
    ...USUAL_CLAIM,
  },
  {
    insurer: 'INTERMAC ASSISTANCE',
    phone: '+51 1 620 0000',
    whatsApp: '+51 900 000 002',
    appHint: 'App Intermac: solicita atención médica y sigue tu caso.',
    ...USUAL_CLAIM,
  },
  {
    insurer: 'UNIVERSAL ASSISTANCE',
    phone: '+51 1 630 0000',
    whatsApp: '+51 900 000 003',
    appHint: 'App Universal Assistance: telemedicina y asistencia en un toque.',
    ...USUAL_CLAIM,
  },
  {
    insurer: 'ASSIST 1',
    phone: '+51 1 640 0000',
    whatsApp: '+51 900 000 004',
    appHint: 'App Assist 1: contacta a la central de asistencia desde el extranjero.',
    ...USUAL_CLAIM,
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
