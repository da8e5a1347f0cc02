import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { INSURERS, PRICING_INSURER } from '../../domain/catalogue';
import { localToday } from '../../domain/dates';
import type { Quote } from '../../domain/quote';
import { EXTERNAL_LINK, whatsAppLink } from '../../lib/contactLinks';
import { adviserQuoteText } from './quoteShareText';

const OTHERS = INSURERS.map((insurer) => insurer.name).filter((name) => name !== PRICING_INSURER);
/** 'A, B y C'. */
const listed = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} y ${names.at(-1)}` : (names[0] ?? '');

/**
 * Whose prices these are: the landing page lists four insurers, /quote prices one. The others
 * are quoted by an adviser, who gets the trip with the spec's text.
 */
export default function OtherInsurersNotice({ quote }: { quote: Quote }) {
  return (
    <Typography variant="body2" sx={{ mb: 3, color: 'text.secondary' }}>
      Los precios que ves son de {PRICING_INSURER}. {listed(OTHERS)} los cotiza un asesor:{' '}
      <Link
        href={whatsAppLink(adviserQuoteText(quote, localToday()))}
        {...EXTERNAL_LINK}
        sx={{ fontWeight: 600 }}
      >
        pídelo por WhatsApp
        <Box component="span" sx={visuallyHidden}>
          {' '}
          (se abre en una pestaña nueva)
        </Box>
      </Link>
      .
    </Typography>
  );
}
