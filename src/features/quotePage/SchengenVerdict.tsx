import Box from '@mui/material/Box';
import { formatEuros } from '../../domain/money';
import { schengenVerdict } from '../../domain/schengen';
import { EURO_RATE } from '../../lib/euros';

/**
 * Whether a plan's maximum cover meets the Schengen minimum, with that cover in euros: on each
 * plan card and in the comparison when the trip is to Europe. A plan that falls short is still
 * offered; the traveller decides.
 */
export default function SchengenVerdict({ coverage }: { coverage: number }) {
  const { meets, euros, text } = schengenVerdict(coverage, EURO_RATE.eurosPerDollar);
  return (
    <Box
      component="p"
      sx={{
        m: 0,
        fontSize: '0.875rem',
        fontWeight: 600,
        color: meets ? 'success.dark' : 'error.main',
      }}
    >
      {text}{' '}
      <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
        (cobertura de {formatEuros(euros)})
      </Box>
    </Box>
  );
}
