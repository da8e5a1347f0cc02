// The company's public details not covered by build-time configuration.
// TO CONFIRM BEFORE LAUNCH: the street address (the spec only says the office is in Callao).
export const OFFICE = {
  street: 'Av. Elmer Faucett 2851',
  city: 'Callao',
  /** ISO 3166 code, for the structured data search engines read. */
  countryCode: 'PE',
  country: 'Perú',
} as const;
export const OFFICE_ADDRESS = `${OFFICE.street}, ${OFFICE.city}, ${OFFICE.country}`;
export const OFFICE_HOURS = 'Lunes a viernes de 9:00 a 18:00; sábados de 9:00 a 13:00';
