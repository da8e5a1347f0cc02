// The toast texts the first load's code shows (the spec's quote form, sections 5 and 8), written
// once for the code and its tests. A toast only a lazy page shows is written beside that page's
// code (the checkout's, the contact's, /quote's link), so that the landing page's scripts do not
// carry its words.

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
  sectionNotFound: {
    title: '🚧 Sección no encontrada',
    description: 'Parece que esta sección no está en la página actual. 🚀',
  },
} as const;
