// The spec's toasts of a message sent (section 5: the contact form; the Libro de Reclamaciones
// fails alike), written once for the code and its tests.

export const MESSAGE_TOASTS = {
  messageSent: {
    title: '¡Mensaje enviado!',
    description: 'Hemos recibido tu mensaje. Te contactaremos pronto.',
  },
  messageFailed: {
    title: 'Error al enviar',
    description: 'Hubo un problema al enviar tu mensaje. Inténtalo de nuevo.',
    variant: 'destructive',
  },
} as const;
