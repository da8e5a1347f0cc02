// A valid lastPurchase (contract section 3) for two travellers, for tests and screenshots.

const traveller = (firstName, lastName, birthDate) => ({
  firstName,
  lastName,
  docType: 'DNI',
  docNumber: '45678912',
  birthDate,
  gender: '',
  email: 'rosa@example.pe',
  phone: '987654321',
});

/** The purchase of `productName` for `quote` (whose ages should be 34 and 71), made now. */
export const storedPurchase = (quote, productName) => ({
  // Only the name is trusted: the site prices the plan again from the catalogue.
  selectedPlan: { productName, price: 1 },
  quoteData: quote,
  travelers: [
    traveller('Rosa María', 'Quispe Huamán', '1991-05-02'),
    traveller('Jorge', 'Quispe Salas', '1954-10-20'),
  ],
  purchaseDate: new Date().toISOString(),
});
