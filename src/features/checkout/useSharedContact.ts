import { useEffect, useState } from 'react';
import type { Traveller } from '../../domain/traveller';

const SHARED_FIELDS = ['email', 'phone'] as const;

/**
 * 'Usar el correo y el teléfono del Viajero 1 para todos': while ticked, every other traveller's
 * e-mail and phone follow the first traveller's. `setField` writes and checks one field.
 */
export function useSharedContact(
  travellers: Traveller[],
  setField: (path: string, value: string) => void,
): [shared: boolean, setShared: (shared: boolean) => void] {
  const [shared, setShared] = useState(false);
  const { email, phone } = travellers[0]!;
  const count = travellers.length;
  useEffect(() => {
    if (!shared) return;
    const first = { email, phone };
    for (let index = 1; index < count; index += 1) {
      for (const field of SHARED_FIELDS) setField(`travelers[${index}].${field}`, first[field]);
    }
  }, [shared, email, phone, count, setField]);
  return [shared, setShared];
}
