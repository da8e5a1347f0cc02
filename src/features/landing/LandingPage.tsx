import Box from '@mui/material/Box';
import { island, loadInSteps } from '../../islands/island';
import Header from './Header';
import Hero from './Hero';

// The whole page is in index.html; the sections' code comes as they near the screen (or on
// first interaction), in one chunk for all of them. The partners need none: links and hover are markup.
const Partners = island(
  'partners',
  'none',
  () => import(/* webpackChunkName: "landing-sections" */ './Partners'),
);
const Services = island(
  'services',
  'visible',
  () => import(/* webpackChunkName: "landing-sections" */ './Services'),
);
const ContactSection = island('contact', 'visible', () =>
  loadInSteps(
    [() => import('formik'), () => import('../../components/FormField')],
    () => import(/* webpackChunkName: "landing-sections" */ './ContactSection'),
  ),
);
const Footer = island(
  'footer',
  'visible',
  () => import(/* webpackChunkName: "landing-sections" */ './Footer'),
);

export default function LandingPage() {
  return (
    <>
      <Header />
      <Box component="main">
        <Hero />
        <Partners />
        <Services />
        <ContactSection />
      </Box>
      <Footer />
    </>
  );
}
