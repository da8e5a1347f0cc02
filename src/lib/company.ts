// The company's public details not covered by build-time configuration.
// TO CONFIRM BEFORE LAUNCH: the street address (the spec only says the office is in Callao).
export const OFFICE_ADDRESS = 'Av. Elmer Faucett 2851, Callao, Perú';
export const OFFICE_HOURS = 'Lunes a viernes de 9:00 a 18:00; sábados de 9:00 a 13:00';
