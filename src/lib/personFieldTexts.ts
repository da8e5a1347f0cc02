import type { DocumentProblem } from '../domain/travellerDocument';
import { ID_DOCUMENT_MAX_LENGTH } from '../domain/travellerDocument';

// What a person's document, e-mail and phone fields say of what to type, and when what was typed
// does not read by contract section 6's rules: one text for /checkout's travellers and the Libro
// de Reclamaciones.

export const DOCUMENT_PROBLEM_ERRORS: Record<DocumentProblem, string> = {
  dniDigits: 'El DNI tiene 8 dígitos, por ejemplo 45678912.',
  dniCheck:
    'El dígito de verificación no corresponde a este DNI: revísalo o escribe solo los 8 dígitos.',
  idCharacters: 'Usa solo letras y números, sin espacios ni símbolos.',
  idLength: `Tiene como máximo ${ID_DOCUMENT_MAX_LENGTH} letras y números.`,
};

export const EMAIL_FORMAT_ERROR = 'Escribe un correo válido, por ejemplo nombre@correo.com.';

/** Under the phone before anything is wrong: Peru needs no prefix, any other country its own. */
export const PHONE_HINT =
  'Si no es un número de Perú, escríbelo con su código de país, por ejemplo +34 612 34 56 78.';

export const PHONE_FORMAT_ERROR =
  'Escribe un teléfono válido, por ejemplo 987 654 321 o +34 612 34 56 78.';
