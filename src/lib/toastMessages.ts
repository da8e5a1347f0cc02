// The spec's toast texts (sections 5 and 8), written once for the code and its tests.

/** A toast's words: what the quote form's send and the early toast show. */
export interface ToastText {
  title: string;
  description?: string;
}

/** How long a toast stays before it closes by itself (spec: 5 s). */
export const TOAST_DURATION_MS = 5000;

export const TOASTS = {
  missingDestinationOrModality: {
    title: 'Campos incompletos',
    description: 'Por favor selecciona destino y modalidad.',
  },
  missingDates: {
    title: 'Campos incompletos',
    description: "Por favor completa las fechas para la modalidad 'Por días'.",
  },
  invalidAges: {
    title: 'Edades inválidas',
    description: 'Por favor ingresa una edad válida (1-99) para cada viajero.',
  },
  incompleteTravellers: {
    title: 'Datos incompletos',
    description: 'Por favor, completa todos los campos para cada viajero.',
  },
  purchaseSimulated: {
    title: '¡Compra simulada con éxito!',
    description:
      'Gracias por tu compra. En un escenario real, serías redirigido a la pasarela de pago.',
  },
  messageSent: {
    title: '¡Mensaje enviado!',
    description: 'Hemos recibido tu mensaje. Te contactaremos pronto.',
  },
  messageFailed: {
    title: 'Error al enviar',
    description: 'Hubo un problema al enviar tu mensaje. Inténtalo de nuevo.',
    variant: 'destructive',
  },
  notImplemented: {
    title: 'Esta función aún no está implementada',
  },
  // Not in the spec: a new deploy is ready (src/app/serviceWorkerRegistration.ts).
  updateAvailable: {
    title: 'Hay una versión nueva',
    description: 'Recarga la página para usarla.',
    duration: Infinity,
    action: { label: 'Recargar', run: 'reloadIntoUpdate' },
  },
  // Not in the spec: 'Compartir' on /quote, where the browser has no share sheet.
  linkCopied: {
    title: 'Enlace copiado',
    description: 'Pégalo en un chat o un correo: abre estos mismos planes.',
  },
  linkNotCopied: {
    title: 'No pudimos copiar el enlace',
    description: 'Copia la dirección de esta página: abre estos mismos planes.',
  },
  sectionNotFound: {
    title: '🚧 Sección no encontrada',
    description: 'Parece que esta sección no está en la página actual. 🚀',
  },
} as const;
