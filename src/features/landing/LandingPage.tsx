import Box from '@mui/material/Box';
import ContactSection from './ContactSection';
import Footer from './Footer';
import Header from './Header';
import Hero from './Hero';
import Partners from './Partners';
import Services from './Services';

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
