import { isRecord } from './quote';

export const DOC_TYPES = ['DNI', 'PASSPORT', 'CE'] as const;
export type DocType = (typeof DOC_TYPES)[number];
export const DOC_TYPE_LABELS: Record<DocType, string> = {
  DNI: 'DNI',
  PASSPORT: 'Pasaporte',
  CE: 'Carné de extranjería',
};

export const GENDERS = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { MALE: 'Masculino', FEMALE: 'Femenino' };

export const NAME_MAX_LENGTH = 60;
export const DOC_NUMBER_MAX_LENGTH = 20;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 20;

export interface Traveller {
  firstName: string;
  lastName: string;
  docType: DocType;
  docNumber: string;
  /** 'YYYY-MM-DD' */
  birthDate: string;
  /** Optional: '' when the traveller did not say. */
  gender: Gender | '';
  email: string;
  phone: string;
}

export function emptyTraveller(): Traveller {
  return {
    firstName: '',
    lastName: '',
    docType: 'DNI',
    docNumber: '',
    birthDate: '',
    gender: '',
    email: '',
    phone: '',
  };
}

const LIMITS: Record<Exclude<keyof Traveller, 'docType' | 'gender'>, number> = {
  firstName: NAME_MAX_LENGTH,
  lastName: NAME_MAX_LENGTH,
  docNumber: DOC_NUMBER_MAX_LENGTH,
  birthDate: 10,
  email: EMAIL_MAX_LENGTH,
  phone: PHONE_MAX_LENGTH,
};

/** Reads one stored traveller, or null when a field is missing, too long or of a wrong type. */
export function parseTraveller(value: unknown): Traveller | null {
  if (!isRecord(value)) return null;
  const traveller = emptyTraveller();
  for (const [field, max] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][]) {
    const text = value[field];
    if (typeof text !== 'string' || text.length > max) return null;
    traveller[field] = text;
  }
  if (!(DOC_TYPES as readonly unknown[]).includes(value.docType)) return null;
  traveller.docType = value.docType as DocType;
  const gender = value.gender ?? '';
  if (gender !== '' && !(GENDERS as readonly unknown[]).includes(gender)) return null;
  traveller.gender = gender as Gender | '';
  return traveller;
}

/** 'Ana María Quispe Rojas': as typed, without the spaces around. */
export const fullName = (traveller: Pick<Traveller, 'firstName' | 'lastName'>) =>
  `${traveller.firstName.trim()} ${traveller.lastName.trim()}`;
