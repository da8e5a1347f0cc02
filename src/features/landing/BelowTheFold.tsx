import ContactSection from './ContactSection';
import Partners from './Partners';
import Services from './Services';

/** The sections under the hero: loaded after the first paint, in their own chunk. */
export default function BelowTheFold() {
  return (
    <>
      <Partners />
      <Services />
      <ContactSection />
    </>
  );
}

export { default as Footer } from './Footer';
