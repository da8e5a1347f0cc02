import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { findPlan } from '../../domain/catalogue';
import type { Purchase } from '../../domain/purchase';
import { renderWithStore } from '../../testing/render';
import { purchaseCompleted } from '../checkout/purchaseSlice';
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
};

describe("'Mi seguro'", () => {
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
    ]);
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
});
