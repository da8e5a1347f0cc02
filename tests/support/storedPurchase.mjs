// @ts-check
// A valid lastPurchase (contract section 3) for two travellers, for tests and screenshots: each
// with a document of their own, and a phone in the form a purchase keeps (contract section 6).

/** @param {string} firstName @param {string} lastName @param {string} birthDate @param {string} docNumber */
const traveller = (firstName, lastName, birthDate, docNumber) => ({
  firstName,
  lastName,
  docType: 'DNI',
  docNumber,
  birthDate,
  gender: '',
  email: 'rosa@example.pe',
  phone: '+51987654321',
});

/**
 * The purchase of `productName` for `quote` (whose ages should be 34 and 71), made now.
 * @param {object} quote
 * @param {string} productName
 */
export const storedPurchase = (quote, productName) => ({
  // Only the name is trusted: the site prices the plan again from the catalogue.
  selectedPlan: { productName, price: 1 },
  quoteData: quote,
  travelers: [
    traveller('Rosa María', 'Quispe Huamán', '1991-05-02', '45678912'),
    traveller('Jorge', 'Quispe Salas', '1954-10-20', '10117410'),
  ],
  purchaseDate: new Date().toISOString(),
});
