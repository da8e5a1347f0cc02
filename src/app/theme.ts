import { createTheme } from '@mui/material/styles';
import { FOCUS_RING, PALETTE } from '../lib/palette';

// System fonts: nothing to download before the first paint, and they read well in Spanish.
const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  palette: {
    primary: { ...PALETTE.primary },
    secondary: { ...PALETTE.secondary },
    error: { ...PALETTE.error },
    success: { ...PALETTE.success },
    background: { ...PALETTE.background },
    text: { ...PALETTE.text },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily,
    h1: { fontSize: 'clamp(2rem, 5vw, 3.25rem)', fontWeight: 800, lineHeight: 1.1 },
    h2: { fontSize: 'clamp(1.6rem, 3.5vw, 2.4rem)', fontWeight: 800, lineHeight: 1.2 },
    h3: { fontSize: '1.25rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Nothing scrolled into view (anchors, focused fields) may hide under the fixed header.
        // The scrollbar's room is always kept (MUI's dialogs expect it on html, not a gutter): a
        // page that grows, as /quote and /checkout do once their content comes, moves nothing.
        // No smooth scrolling here: a deep link (/#contacto) opens on its section at once; the
        // header's items scroll smoothly themselves (features/landing/sections.ts).
        html: { scrollPaddingTop: 100, overflowY: 'scroll' },
        ':focus-visible': { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2 },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } },
    },
    MuiButtonBase: {
      // No ripple: its first one mounts its component and styles in the press itself, before
      // the click is answered. A press shows by CSS instead.
      defaultProps: { disableRipple: true, disableTouchRipple: true },
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2 },
          '&:active:not(.Mui-disabled)': { transform: 'scale(0.97)' },
        },
      },
    },
    // Labels always sit above the field: native selects and date inputs always show a value.
    MuiInputLabel: { defaultProps: { shrink: true } },
    MuiOutlinedInput: { defaultProps: { notched: true } },
    // No watch for the browser's unseen autofill, which would only move those labels: MUI gives
    // every field a 10 ms animation to catch it and a <style> element of its own for the
    // keyframes, 64 of each on /checkout with eight travellers, each a restyle as it comes.
    MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true } },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: '1px solid #dfe5ee' } },
    },
  },
});
