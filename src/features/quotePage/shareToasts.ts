// Not in the spec: what 'Compartir' on /quote says where the browser has no share sheet.

export const SHARE_TOASTS = {
  linkCopied: {
    title: 'Enlace copiado',
    description: 'Pégalo en un chat o un correo: abre estos mismos planes.',
  },
  linkNotCopied: {
    title: 'No pudimos copiar el enlace',
    description: 'Copia la dirección de esta página: abre estos mismos planes.',
  },
} as const;
