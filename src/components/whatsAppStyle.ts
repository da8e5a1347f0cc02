// WhatsApp's teal, darkened until white text on it reaches 5:1 (WCAG AA).
export const WHATSAPP_BUTTON_SX = {
  bgcolor: '#0f7a6e',
  color: '#ffffff',
  '&:hover': { bgcolor: '#075e54' },
} as const;
