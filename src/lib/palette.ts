// The brand's colours, in one place: the MUI theme (src/app/theme.ts) is made from them, and so
// is what is drawn before the app's code comes (the early toast).
export const PALETTE = {
  primary: { main: '#0b4f8a', dark: '#073a66', light: '#e8f1fa', contrastText: '#ffffff' },
  secondary: { main: '#0f766e', contrastText: '#ffffff' },
  error: { main: '#b42318' },
  success: { main: '#067647' },
  background: { default: '#f7f9fc', paper: '#ffffff' },
  text: { primary: '#14213d', secondary: '#4a5568' },
} as const;

/** The keyboard focus ring, on every background the site uses. */
export const FOCUS_RING = '#f59e0b';
