import Box from '@mui/material/Box';
import { inSteps } from '../../firstLoad/inSteps';
import { livePart } from '../../firstLoad/livePart';
import Header from './Header';
import Hero from './Hero';

// The whole page is in index.html; the sections' code comes as they near the screen (or on
// first use), in chunks of their own. The partners need none: links and hover are markup.
const Partners = livePart('partners', 'never', () => import('./Partners'));
const Services = livePart('services', 'visible', () => import('./Services'));
const ContactSection = livePart('contact', 'visible', () =>
  inSteps(
    [() => import('formik'), () => import('../../components/FormField')],
    () => import('./ContactSection'),
  ),
);
const Footer = livePart('footer', 'visible', () => import('./Footer'));

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
