import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import PageHeading from '../../components/PageHeading';
import { island, loadInSteps } from '../../islands/island';
import MyCoverButton from '../myCover/MyCoverButton';
import { selectHasLatestQuote } from '../quote/quoteSlice';
import { useQuoteSendsAnsweredByTheApp } from '../quote/useQuoteSendMeans';
import { SECTIONS } from './sections';
import PageColumn from '../../components/PageColumn';

// The form's code (Formik, its fields) comes on first interaction, evaluated in steps: until
// then the prerendered form takes input, and its sends are answered without it
// (src/features/quote/sendQuote.ts): by the page, then by the live app.
const QuoteForm = island(
  'quote-form',
  'interaction',
  () =>
    loadInSteps(
      [() => import('formik'), () => import('../../components/FormField')],
      () => import(/* webpackChunkName: "quote-form" */ '../quote/QuoteForm'),
    ),
  <Box aria-busy="true" sx={{ minHeight: 420 }} />,
);

const PROMISES = [
  'Precios en dólares, sin costos ocultos',
  'Asistencia en español las 24 horas',
  'Compra 100% en línea, en minutos',
];

export default function Hero() {
  const location = useLocation();
  useQuoteSendsAnsweredByTheApp();
  // A stored quote is shown in the form ('Modificar Cotización', a return visit). Whether there
  // is one, not which: the form's own send, which stores another, draws nothing here.
  const hasStoredQuote = useAppSelector(selectHasLatestQuote);
  useEffect(() => {
    if (hasStoredQuote) QuoteForm.wake();
  }, [hasStoredQuote]);
  return (
    <Box
      component="section"
      id={SECTIONS.home}
      tabIndex={-1}
      aria-labelledby="hero-title"
      sx={{
        position: 'relative',
        pt: { xs: 12, md: 18 },
        pb: { xs: 6, md: 10 },
        background: 'linear-gradient(160deg, #e8f1fa 0%, #f7f9fc 55%, #e6f4f1 100%)',
        outline: 'none',
      }}
    >
      {/* Phones: the header has no room, so 'Mi seguro' sits in the band the hero keeps free
          under it, out of the flow: nothing moves when it appears. */}
      <MyCoverButton
        sx={{
          display: { xs: 'inline-flex', sm: 'none' },
          position: 'absolute',
          top: 60,
          right: 16,
        }}
      />
      <PageColumn
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { md: '1fr 1.1fr' },
          // Top-aligned, not centred: the form's card grows as its HTML arrives (and with each
          // traveller added), and a centred column beside it would move with every row. Its
          // top space sets it about the middle of the usual card.
          alignItems: 'start',
        }}
      >
        <Box sx={{ pt: { md: 6 } }}>
          {/* Focused when the visitor comes back from another page, not on the first load. */}
          <PageHeading
            id="hero-title"
            focusOnMount={location.key !== 'default'}
            sx={{ mb: 2, color: 'primary.dark', fontSize: undefined }}
          >
            Tu seguro de viaje, al mejor precio
          </PageHeading>
          <Typography
            sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, color: 'text.secondary', mb: 3 }}
          >
            Compara planes de asistencia al viajero, elige el que te conviene y contrátalo en
            minutos. Viaja tranquilo con cobertura médica en todo el mundo.
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {PROMISES.map((promise) => (
              <Box
                component="li"
                key={promise}
                sx={{ display: 'flex', gap: 1, alignItems: 'center', fontWeight: 600 }}
              >
                <CheckCircleIcon color="secondary" aria-hidden="true" />
                {promise}
              </Box>
            ))}
          </Box>
        </Box>
        {/* The form's card, drawn with a Box: MUI's Card and Paper would add their code to
            every first load. */}
        <Box
          sx={{
            bgcolor: 'background.paper',
            color: 'text.primary',
            borderRadius: 1,
            overflow: 'hidden',
            boxShadow: '0 20px 45px rgba(11, 79, 138, 0.15)',
            p: { xs: 2.5, sm: 4 },
            pb: 3,
          }}
        >
          <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 0.5 }}>
            Cotiza tu seguro de viaje
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
            Completa los datos de tu viaje y compara precios al instante.
          </Typography>
          <QuoteForm />
        </Box>
      </PageColumn>
    </Box>
  );
}
