import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { findPlan } from '../../domain/catalogue';
import type { Purchase } from '../../domain/purchase';
import { renderWithStore } from '../../testing/render';
import { purchaseCompleted } from '../checkout/purchaseSlice';
import { shownText } from '../../testing/prices';
import MyCoverButton from './MyCoverButton';

const traveller = (firstName: string, lastName: string) => ({
  firstName,
  lastName,
  docType: 'DNI' as const,
  docNumber: '45678912',
  birthDate: '1988-04-01',
  gender: '' as const,
  email: 'ana@example.pe',
  phone: '987654321',
});

const PURCHASE: Purchase = {
  selectedPlan: { ...findPlan('AC 60')!, price: 90 },
  quoteData: {
    destination: 'Estados Unidos',
    modality: 'anual_30',
    departureDate: '',
    returnDate: '',
    travelers: 2,
    ages: ['38', '36'],
    timestamp: '2026-11-20T15:00:00.000Z',
  },
  travelers: [traveller(' Ana ', 'Torres Vega'), traveller('Luis', 'Torres ')],
  purchaseDate: '2026-11-20T15:04:00.000Z',
  code: 'CA-20261120-7K2M9Q',
  confirmationSent: true,
};

describe("'Mi seguro'", () => {
  // Each test's store starts from its own purchase, not from what the last one stored.
  beforeEach(() => window.localStorage.clear());

  it('is not offered without a stored purchase', () => {
    renderWithStore(<MyCoverButton />);
    expect(screen.queryByRole('button', { name: 'Mi seguro' })).toBeNull();
  });

  it('opens the purchase: plan, insurer, trip, travellers and emergency contacts', async () => {
    const { user } = renderWithStore(<MyCoverButton />, { actions: [purchaseCompleted(PURCHASE)] });
    await user.click(screen.getByRole('button', { name: 'Mi seguro' }));
    const cover = await screen.findByRole('dialog', { name: 'Mi seguro' });
    const rows = within(cover)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Plan', 'AC 60'],
      ['Aseguradora', 'ASSISTCARD'],
      ['Cobertura máxima', 'US$ 60,000'],
      ['Destino', 'Estados Unidos'],
      ['Modalidad', 'Anual múltitrip 30 días'],
      ['Comprado el', '20/11/2026'],
      ['Código', 'CA-20261120-7K2M9Q'],
    ]);
    expect(within(cover).getByRole('status')).toHaveTextContent(
      'Te enviamos la confirmación a ana@example.pe.',
    );
    const [travellers] = within(cover).getAllByRole('list');
    expect(
      within(travellers!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ana Torres Vega', 'Luis Torres']);
    expect(within(cover).getByRole('link', { name: /^Teléfono/ })).toHaveAttribute(
      'href',
      'tel:+5116100000',
    );
    expect(within(cover).getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/51900000001',
    );
    await user.click(within(cover).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says what to do in an emergency: call first, keep the papers, claim in time', async () => {
    const { user } = renderWithStore(<MyCoverButton />, { actions: [purchaseCompleted(PURCHASE)] });
    await user.click(screen.getByRole('button', { name: 'Mi seguro' }));
    const cover = await screen.findByRole('dialog', { name: 'Mi seguro' });
    const section = within(cover).getByRole('region', {
      name: 'Qué hacer si necesitas asistencia',
    });
    const steps = within(section).getAllByRole('listitem');
    // The insurer's own assistance number, before any medical visit.
    expect(steps[0]).toHaveTextContent(
      /Llama primero a la central de ASSISTCARD \(\+51 1 610 0000\)/,
    );
    expect(steps[1]).toHaveTextContent(/Guarda todos los comprobantes/);
    expect(steps[2]).toHaveTextContent(/Presenta tu reclamo a tiempo: tienes 30 días calendario/);
    expect(within(section).getByText(/Facturas y recibos originales/)).toBeInTheDocument();
  });

  it('says when the confirmation was not sent, and offers to send it again', async () => {
    renderWithStore(<MyCoverButton />, {
      actions: [purchaseCompleted({ ...PURCHASE, confirmationSent: false })],
    });
    screen.getByRole('button', { name: 'Mi seguro' }).click();
    const cover = await screen.findByRole('dialog', { name: 'Mi seguro' });
    expect(within(cover).getByRole('status')).toHaveTextContent(
      'No pudimos enviar la confirmación a ana@example.pe. Tu compra está guardada en este dispositivo.',
    );
    expect(within(cover).getByRole('button', { name: 'Enviar de nuevo' })).toBeEnabled();
  });

  it('opens the constancia in Spanish and English, saying the purchase is simulated', async () => {
    const { user } = renderWithStore(<MyCoverButton />, { actions: [purchaseCompleted(PURCHASE)] });
    await user.click(screen.getByRole('button', { name: 'Mi seguro' }));
    const cover = await screen.findByRole('dialog', { name: 'Mi seguro' });
    await user.click(within(cover).getByRole('button', { name: 'Constancia de cobertura' }));
    const certificate = await screen.findByRole('dialog', { name: /^Constancia de cobertura/ });
    expect(within(certificate).getByRole('note')).toHaveTextContent(
      'Compra simulada: este documento no tiene validezSimulated purchase: not a valid document',
    );
    const rows = within(certificate)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['CódigoReference', 'CA-20261120-7K2M9Q'],
      ['Fecha de compraDate of purchase', '20/11/2026'],
      ['PlanPlan', 'AC 60'],
      ['AseguradoraInsurer', 'ASSISTCARD'],
      // Not a trip to Europe: no euros.
      ['Cobertura máximaMaximum cover', 'US$ 60,000'],
      ['DestinoDestination', 'Estados Unidos · United States'],
      // An annual plan: a year from the purchase.
      ['VigenciaPeriod of cover', '20/11/2026 – 20/11/2027'],
      ['Asistencia 24/724/7 assistance', 'ASSISTCARD: +51 1 610 0000'],
    ]);
    expect(
      within(certificate)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Ana Torres VegaDNI (Peruvian national ID) 4567891201/04/1988',
      'Luis TorresDNI (Peruvian national ID) 4567891201/04/1988',
    ]);
    await user.click(within(certificate).getByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('dialog', { name: 'Mi seguro' })).toBeInTheDocument();
  });

  it('tells no payment for a purchase stored before the way to pay was asked', async () => {
    const { user } = renderWithStore(<MyCoverButton />, { actions: [purchaseCompleted(PURCHASE)] });
    await user.click(screen.getByRole('button', { name: 'Mi seguro' }));
    const cover = await screen.findByRole('dialog', { name: 'Mi seguro' });
    expect(within(cover).queryByText('Medio de pago')).toBeNull();
    await user.click(within(cover).getByRole('button', { name: 'Constancia de cobertura' }));
    const certificate = await screen.findByRole('dialog', { name: /^Constancia de cobertura/ });
    expect(within(certificate).queryByText('Medio de pago')).toBeNull();
  });

  it('tells the card and its cuotas, in Spanish and English', async () => {
    const { user } = renderWithStore(<MyCoverButton />, {
      actions: [
        purchaseCompleted({ ...PURCHASE, payment: { method: 'tarjeta', installments: 3 } }),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Mi seguro' }));
    const cover = await screen.findByRole('dialog', { name: 'Mi seguro' });
    // US$ 90 is S/ 337.50 at the tests' rate.
    const row = (scope: HTMLElement, term: string) =>
      shownText(within(scope).getByText(term, { exact: false }).closest('dt')!.nextElementSibling!);
    expect(row(cover, 'Medio de pago')).toBe(
      'Tarjeta de crédito o débito, en 3 cuotas de S/ 112.50',
    );
    expect(within(cover).queryByRole('note', { name: /PagoEfectivo/ })).toBeNull();
    await user.click(within(cover).getByRole('button', { name: 'Constancia de cobertura' }));
    const certificate = await screen.findByRole('dialog', { name: /^Constancia de cobertura/ });
    expect(row(certificate, 'Medio de pago')).toBe(
      'Tarjeta de crédito o débito, en 3 cuotas de S/ 112.50Credit or debit card, in 3 instalments of S/ 112.50',
    );
  });

  it("sets a PagoEfectivo CIP and its expiry in Lima time apart, in 'Mi seguro' and the constancia", async () => {
    const payment = {
      method: 'pagoefectivo' as const,
      cip: '04817263',
      // 24 hours after the purchase: 21/11/2026 10:04 in Lima.
      cipExpiresAt: '2026-11-21T15:04:00.000Z',
    };
    const { user } = renderWithStore(<MyCoverButton />, {
      actions: [purchaseCompleted({ ...PURCHASE, payment })],
    });
    await user.click(screen.getByRole('button', { name: 'Mi seguro' }));
    const cover = await screen.findByRole('dialog', { name: 'Mi seguro' });
    expect(within(cover).getByText(/^PagoEfectivo, CIP 04817263/)).toHaveTextContent(
      'PagoEfectivo, CIP 04817263: págalo hasta el 21/11/2026 10:04 (hora de Lima)',
    );
    const code = within(cover).getByRole('note', { name: 'Código de pago (CIP) de PagoEfectivo' });
    expect(code).toHaveTextContent('04817263');
    expect(code).toHaveTextContent(
      'Págalo hasta el 21/11/2026 10:04 (hora de Lima) en la app de tu banco, en agentes o en bodegas.',
    );
    await user.click(within(cover).getByRole('button', { name: 'Constancia de cobertura' }));
    const certificate = await screen.findByRole('dialog', { name: /^Constancia de cobertura/ });
    const inCertificate = within(certificate).getByRole('note', {
      name: /^Código de pago \(CIP\)/,
    });
    expect(inCertificate).toHaveTextContent('04817263');
    expect(inCertificate).toHaveTextContent('Pay by 21/11/2026 10:04 (Lima time)');
  });
});
