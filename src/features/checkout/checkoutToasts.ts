// The spec's toasts of /checkout (section 8), written once for the code and its tests.

export const CHECKOUT_TOASTS = {
  incompleteTravellers: {
    title: 'Datos incompletos',
    description: 'Por favor, completa todos los campos para cada viajero.',
  },
  purchaseSimulated: {
    title: '¡Compra simulada con éxito!',
    description:
      'Gracias por tu compra. En un escenario real, serías redirigido a la pasarela de pago.',
  },
} as const;
