import Box from '@mui/material/Box';
import { priceParts } from '../lib/prices';

const WHOLE = { whiteSpace: 'nowrap' } as const;
// In a narrow column the soles may break after 'S/' (and, for a huge amount, anywhere) rather
// than run into the next column.
const BREAKABLE = { overflowWrap: 'anywhere' } as const;

interface PriceProps {
  dollars: number;
  /** An amount before rounding, shown to the cent. */
  exact?: boolean;
  /** In a narrow column: the soles may break inside. */
  narrow?: boolean;
}

/**
 * A price in dollars followed by its soles, in the same characters: 'US$ 105 (S/ 393.75)'.
 * Each part stays whole; when the room runs out, the soles go to the next line.
 */
export default function Price({ dollars, exact = false, narrow = false }: PriceProps) {
  const [inDollars, inSoles] = priceParts(dollars, exact);
  return (
    <>
      <Box component="span" sx={WHOLE}>
        {inDollars}
      </Box>{' '}
      <Box component="span" sx={narrow ? BREAKABLE : WHOLE}>
        ({narrow ? inSoles.replace(/\s/, ' ') : inSoles})
      </Box>
    </>
  );
}
