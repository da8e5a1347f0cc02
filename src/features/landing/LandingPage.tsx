import Box from '@mui/material/Box';
import { inSteps } from '../../firstLoad/inSteps';
import { livePart } from '../../firstLoad/livePart';
import Header from './Header';
import Hero from './Hero';

// The whole page is in index.html; the sections' code comes as they near the screen (or on
// first use), in one chunk for all of them. The partners need none: links and hover are markup.
const Partners = livePart(
  'partners',
  'never',
  () => import(/* webpackChunkName: "landing-sections" */ './Partners'),
);
const Services = livePart(
  'services',
  'visible',
  () => import(/* webpackChunkName: "landing-sections" */ './Services'),
);
const ContactSection = livePart('contact', 'visible', () =>
  inSteps(
    [() => import('formik'), () => import('../../components/FormField')],
    () => import(/* webpackChunkName: "landing-sections" */ './ContactSection'),
  ),
);
const Footer = livePart(
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
