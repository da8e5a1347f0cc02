import { useEffect } from 'react';
import { belowTheFoldShown } from './belowTheFold';
import ContactSection from './ContactSection';
import Partners from './Partners';
import Services from './Services';

/** The sections under the hero: loaded when the visitor heads for them, in their own chunk. */
export default function BelowTheFold() {
  useEffect(belowTheFoldShown, []);
  return (
    <>
      <Partners />
      <Services />
      <ContactSection />
    </>
  );
}

export { default as Footer } from './Footer';
