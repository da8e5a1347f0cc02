import { PALETTE } from '../lib/palette';

/**
 * A native radio or checkbox in the brand's colour, the size of a finger's target's heart: the
 * browser's own control, keyboard and screen reader behaviour included, with no code to load.
 */
export const NATIVE_CHOICE = {
  width: 20,
  height: 20,
  m: 0,
  flexShrink: 0,
  accentColor: PALETTE.primary.main,
  cursor: 'pointer',
  '&:disabled': { cursor: 'not-allowed' },
} as const;
