import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { findPlan } from '../../domain/catalogue';
import type { Purchase } from '../../domain/purchase';
import { sendFieldsByEmail } from '../../lib/emailjs';
import { renderWithStore } from '../../testing/render';
import { purchaseCompleted } from '../checkout/purchaseSlice';
import { shownText } from '../../testing/prices';
import MyCoverButton from './MyCoverButton';
import { SAME_DATES } from './dateChange';

// The e-mails are watched, not sent: each send answers as the test says.
jest.mock('../../lib/emailjs', () => ({
  sendFieldsByEmail: jest.fn(async () => undefined),
  preloadEmailSdk: jest.fn(),
}));
const sent = jest.mocked(sendFieldsByEmail);

/** Each test's clock reads `now` at its start, and runs on from there. */
const clockAt = (now: string) => jest.useFakeTimers({ now: new Date(now), advanceTimers: true });
afterEach(() => {
  jest.useRealTimers();
  sent.mockReset();
  sent.mockImplementation(async () => undefined);
});

const traveller = (firstName: string, lastName: string, phone = '+51987654321') => ({
  firstName,
  lastName,
  docType: 'DNI' as const,
  docNumber: '45678912',
  birthDate: '1988-04-01',
  gender: '' as const,
  email: 'ana@example.pe',
  phone,
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
  // Luis's phone as kept before phones were kept in E.164: shown as it was.
  travelers: [traveller(' Ana ', 'Torres Vega'), traveller('Luis', 'Torres ', '987654321')],
  purchaseDate: '2026-11-20T15:04:00.000Z',
  code: 'CA-20261120-7K2M9Q',
  confirmationSent: true,
};

/** The definition of the term that reads `term` in `scope`'s lists, as shown. */
const definitionOf = (scope: HTMLElement, term: string) =>
  shownText(
    within(scope)
      .getAllByRole('term')
      .find((dt) => dt.textContent === term)!.nextElementSibling!,
  );

describe("'Mi seguro'", () => {
  // Each test's store starts from its own purchase, not from what the last one stored; the clock
  // reads an hour after the purchase (and runs on: instants are matched to the minute).
  beforeEach(() => {
    clockAt('2026-11-20T16:04:00.000Z');
  });

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
      // Kept before purchases kept their rate: at the build's.
      ['Total', 'US$ 90 (S/\u00a0337.50)'],
    ]);
    expect(within(cover).getByRole('status')).toHaveTextContent(
      'Te enviamos la confirmación a ana@example.pe.',
    );
    const [travellers] = within(cover).getAllByRole('list');
    // Each phone in its international form once the phone's rules have come.
    await waitFor(() =>
      expect(
        within(travellers!)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Ana Torres Vega · Tel. +51 987 654 321', 'Luis Torres · Tel. 987654321']),
    );
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
    // No deadline of our own: the product's conditions say it.
    expect(steps[2]).toHaveTextContent(
      /Presenta tu reclamo cuanto antes: el plazo para hacerlo y lo que se pide los fijan las condiciones de tu producto; revísalas o consulta a un asesor/,
    );
    expect(steps[2]).not.toHaveTextContent(/\d+ días/);
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
      ['Plan', 'AC 60'],
      ['AseguradoraInsurer', 'ASSISTCARD'],
      // Not a trip to Europe: no euros.
      ['Cobertura máximaMaximum cover', 'US$ 60,000'],
      ['Total', 'US$ 90 (S/\u00a0337.50)'],
      ['DestinoDestination', 'Estados Unidos · United States'],
      // An annual plan: a year from the purchase.
      ['VigenciaPeriod of cover', '20/11/2026 – 20/11/2027'],
      ['Asistencia 24/724/7 assistance', 'ASSISTCARD: +51 1 610 0000'],
    ]);
    expect(
      within(certificate)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['Ana Torres VegaTel. +51 987 654 321', 'DNI (Peruvian national ID) 45678912', '01/04/1988'],
      ['Luis TorresTel. 987654321', 'DNI (Peruvian national ID) 45678912', '01/04/1988'],
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
    // The payment names the CIP; its box alone says what to pay, by when, and that the cover
    // holds once it is paid.
    expect(definitionOf(cover, 'Medio de pago')).toBe('PagoEfectivo, CIP 04817263');
    expect(within(cover).getByRole('note', { name: 'Pago pendiente' })).toHaveTextContent(
      'La cobertura rige una vez pagado el CIP de PagoEfectivo.',
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
    // Before its dates, the constancia says the cover waits for the CIP, and is no slip.
    expect(within(certificate).getByRole('note', { name: 'Pago pendiente' })).toHaveTextContent(
      'La cobertura rige una vez pagado el CIP de PagoEfectivo. Esta constancia no es un comprobante de pago.' +
        'The cover holds once the PagoEfectivo CIP is paid. This certificate is not a payment slip.',
    );
  });

  it.each([
    ['a card in 3 cuotas', { method: 'tarjeta' as const, installments: 3 as const }],
    ['Yape o Plin', { method: 'yape_plin' as const }],
    [
      'PagoEfectivo',
      {
        method: 'pagoefectivo' as const,
        cip: '04817263',
        cipExpiresAt: '2026-11-21T15:04:00.000Z',
      },
    ],
  ])(
    "tells the total in dollars and in soles at the purchase's own rate, paid by %s",
    async (_way, payment) => {
      const { user } = renderWithStore(<MyCoverButton />, {
        actions: [
          purchaseCompleted({
            ...PURCHASE,
            payment,
            exchangeRate: { solesPerDollar: 3.9, date: '2026-11-18' },
          }),
        ],
      });
      await user.click(screen.getByRole('button', { name: 'Mi seguro' }));
      const cover = await screen.findByRole('dialog', { name: 'Mi seguro' });
      const total = 'US$ 90 (S/ 351.00)';
      const rate = 'Tipo de cambio referencial: S/ 3.90 por US$ 1 (18/11/2026)';
      expect(definitionOf(cover, 'Total')).toBe(total);
      expect(cover).toHaveTextContent(rate);
      // A CIP's box says what to pay beside its code and deadline.
      const cip = within(cover).queryByRole('note', { name: /^Código de pago/ });
      if (payment.method === 'pagoefectivo') {
        expect(cip).toHaveTextContent('04817263Monto a pagar: S/ 351.00Págalo hasta');
      } else {
        expect(cip).toBeNull();
      }
      await user.click(within(cover).getByRole('button', { name: 'Constancia de cobertura' }));
      const certificate = await screen.findByRole('dialog', { name: /^Constancia de cobertura/ });
      expect(definitionOf(certificate, 'Total')).toBe(total);
      expect(certificate).toHaveTextContent(rate);
      if (payment.method === 'pagoefectivo') {
        expect(
          within(certificate).getByRole('note', { name: /^Código de pago/ }),
        ).toHaveTextContent('Monto a pagar: S/ 351.00Amount to pay: S/ 351.00');
      }
    },
  );
});

describe("'Mi seguro': a PagoEfectivo CIP past its expiry", () => {
  it('shows the code as expired, with what to do, and never as payable', async () => {
    // The CIP expired at 21/11/2026 10:04 in Lima; the clock reads a minute later.
    clockAt('2026-11-21T15:05:00.000Z');
    const payment = {
      method: 'pagoefectivo' as const,
      cip: '04817263',
      cipExpiresAt: '2026-11-21T15:04:00.000Z',
    };
    const { user } = renderWithStore(<MyCoverButton />, {
      actions: [purchaseCompleted({ ...PURCHASE, payment })],
    });
    await user.click(screen.getByRole('button', { name: 'Mi seguro' }));
    const cover = await screen.findByRole('dialog', { name: 'Mi seguro' });
    expect(definitionOf(cover, 'Medio de pago')).toBe('PagoEfectivo, CIP 04817263');
    // Expired, it is no payment pending: the box says what to do.
    expect(within(cover).queryByRole('note', { name: 'Pago pendiente' })).toBeNull();
    const code = within(cover).getByRole('note', { name: 'Código de pago (CIP) de PagoEfectivo' });
    expect(code).toHaveTextContent(
      'Venció el 21/11/2026 10:04 (hora de Lima): este código ya no se puede pagar. Si aún no pagaste, habla con un asesor para recibir un código nuevo o pagar de otra forma.',
    );
    expect(cover).not.toHaveTextContent(/págalo hasta/i);
    await user.click(within(cover).getByRole('button', { name: 'Constancia de cobertura' }));
    const certificate = await screen.findByRole('dialog', { name: /^Constancia de cobertura/ });
    expect(certificate).toHaveTextContent('Expired on 21/11/2026 10:04 (Lima time)');
    expect(certificate).not.toHaveTextContent(/págalo hasta|pay by/i);
  });
});

describe("'Mi seguro': requests before the cover starts", () => {
  // A week's trip for two from 10/12/2026, AC 60 at US$ 7.50 a day each: US$ 105.
  const TRIP: Purchase = {
    ...PURCHASE,
    selectedPlan: { ...findPlan('AC 60')!, price: 105 },
    quoteData: {
      ...PURCHASE.quoteData,
      modality: 'por_dias',
      departureDate: '2026-12-10',
      returnDate: '2026-12-17',
    },
  };

  async function openCover(purchase: Purchase = TRIP) {
    const rendered = renderWithStore(<MyCoverButton />, { actions: [purchaseCompleted(purchase)] });
    await rendered.user.click(screen.getByRole('button', { name: 'Mi seguro' }));
    const cover = await screen.findByRole('dialog', { name: 'Mi seguro' });
    const section = within(cover).getByRole('region', { name: 'Cambios y anulación' });
    return { ...rendered, cover, section };
  }

  it('asks to cancel after a confirmation, sends it with its line, keeps it and says its state', async () => {
    // 01/12/2026 09:05 in Lima.
    clockAt('2026-12-01T14:05:00.000Z');
    const { user, section, store } = await openCover();
    expect(section).toHaveTextContent(
      // The last day to ask, named: the cover starts on the 10th.
      'Hasta el 09/12/2026, el día antes de que empiece tu cobertura, puedes pedir su anulación o un cambio de fechas.',
    );
    expect(section).toHaveTextContent('enviarla no anula, cambia ni reembolsa nada por sí sola');
    await user.click(within(section).getByRole('button', { name: 'Solicitar anulación' }));
    const confirm = within(section).getByRole('group', {
      name: '¿Solicitar la anulación de la compra CA-20261120-7K2M9Q?',
    });
    // Going back asks nothing.
    await user.click(within(confirm).getByRole('button', { name: 'Volver' }));
    expect(sent).not.toHaveBeenCalled();
    await user.click(within(section).getByRole('button', { name: 'Solicitar anulación' }));
    await user.click(within(section).getByRole('button', { name: 'Sí, solicitar anulación' }));

    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    const [fields, template] = sent.mock.calls[0]!;
    expect(template).toBe('');
    expect(fields).toMatchObject({
      purchase_code: 'CA-20261120-7K2M9Q',
      plan: 'AC 60',
      request:
        'Solicitud de anulación de la compra CA-20261120-7K2M9Q, antes del inicio de la cobertura.',
    });
    await waitFor(() =>
      expect(within(section).getByRole('listitem')).toHaveTextContent(
        'Anulación. Enviada el 01/12/2026 09:05; un asesor te confirmará.',
      ),
    );
    expect(store.getState().purchase.last?.requests).toEqual([
      { kind: 'anulacion', sentAt: expect.stringMatching(/^2026-12-01T14:05/) },
    ]);
    // Nothing more is offered once cancelling is asked.
    expect(within(section).queryByRole('button', { name: /^Solicitar/ })).toBeNull();
    expect(section).toHaveTextContent(
      'Ya pediste anular esta compra. Para cualquier cambio, habla con un asesor',
    );
  });

  it('once a cancellation is asked, says so first, and reads the earlier date change and the CIP by it', async () => {
    clockAt('2026-12-01T14:05:00.000Z');
    const { user, cover, section } = await openCover({
      ...TRIP,
      payment: {
        method: 'pagoefectivo',
        cip: '04817263',
        cipExpiresAt: '2026-12-02T13:00:00.000Z',
      },
      requests: [
        {
          kind: 'cambio_fechas',
          sentAt: '2026-11-30T15:00:00.000Z',
          departureDate: '2026-12-11',
          returnDate: '2026-12-18',
          total: 105,
        },
        { kind: 'anulacion', sentAt: '2026-12-01T13:00:00.000Z' },
      ],
    });
    const standing =
      'Pediste anular esta compra el 01/12/2026 08:00 (hora de Lima). Un asesor te confirmará por correo si procede y cómo.';
    // First, before the plan: the note comes before every list of the dialog.
    const first = within(cover).getAllByRole('note')[0]!;
    expect(first).toHaveAccessibleName('Anulación pedida');
    expect(first).toHaveTextContent(standing);
    expect(first.compareDocumentPosition(within(cover).getAllByRole('term')[0]!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    // The CIP no longer urges a payment: the adviser says.
    const code = within(cover).getByRole('note', { name: /^Código de pago/ });
    expect(code).toHaveTextContent('un asesor te dirá si aún debes pagar este código');
    expect(cover).not.toHaveTextContent(/págalo hasta|rige una vez pagado/i);
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Cambio de fechas: .*; la reemplaza tu solicitud de anulación\.$/),
      'Anulación. Enviada el 01/12/2026 08:00; un asesor te confirmará.',
    ]);
    await user.click(within(cover).getByRole('button', { name: 'Constancia de cobertura' }));
    const certificate = await screen.findByRole('dialog', { name: /^Constancia de cobertura/ });
    expect(within(certificate).getByRole('note', { name: 'Anulación pedida' })).toHaveTextContent(
      standing,
    );
    expect(certificate).not.toHaveTextContent(/pay by|rige una vez pagado/i);
  });

  it('moves the focus with each step: into a step as it opens, back to its opener as it closes', async () => {
    clockAt('2026-12-01T14:05:00.000Z');
    const { user, section } = await openCover();
    const button = (name: string) => within(section).getByRole('button', { name });
    await user.click(button('Solicitar cambio de fechas'));
    expect(within(section).getByLabelText(/^Nueva fecha de salida/)).toHaveFocus();
    await user.click(button('Volver'));
    await waitFor(() => expect(button('Solicitar cambio de fechas')).toHaveFocus());
    await user.click(button('Solicitar anulación'));
    expect(button('Sí, solicitar anulación')).toHaveFocus();
    await user.click(button('Volver'));
    await waitFor(() => expect(button('Solicitar anulación')).toHaveFocus());
    // Asked, no choice is left: the focus goes to the section's heading, above its state.
    await user.click(button('Solicitar anulación'));
    await user.click(button('Sí, solicitar anulación'));
    await waitFor(() =>
      expect(within(section).getByRole('heading', { name: 'Cambios y anulación' })).toHaveFocus(),
    );
  });

  it('opens the constancia at its title, and gives the focus back to its button', async () => {
    clockAt('2026-12-01T14:05:00.000Z');
    const { user, cover } = await openCover();
    await user.click(within(cover).getByRole('button', { name: 'Constancia de cobertura' }));
    const certificate = await screen.findByRole('dialog', { name: /^Constancia de cobertura/ });
    expect(
      within(certificate).getByRole('heading', { name: /^Constancia de cobertura/ }),
    ).toHaveFocus();
    await user.click(within(certificate).getByRole('button', { name: 'Volver' }));
    const again = await screen.findByRole('dialog', { name: 'Mi seguro' });
    expect(within(again).getByRole('button', { name: 'Constancia de cobertura' })).toHaveFocus();
  });

  it('asks for new dates by the quote form’s rules, showing the new total and the difference first', async () => {
    clockAt('2026-12-01T14:05:00.000Z');
    const { user, section, store } = await openCover();
    await user.click(within(section).getByRole('button', { name: 'Solicitar cambio de fechas' }));
    const form = within(section).getByRole('form', { name: 'Nuevas fechas del viaje' });
    const departure = within(form).getByLabelText(/^Nueva fecha de salida/);
    const back = within(form).getByLabelText(/^Nueva fecha de regreso/);
    expect(departure).toHaveValue('2026-12-10');

    const row = (label: string) =>
      shownText(within(form).getByText(label).closest('dt')!.nextElementSibling!);
    // The purchase's own dates show its total; sent, they ask nothing.
    expect(row('Nuevo total')).toBe('US$ 105 (S/ 393.75)');
    expect(row('Diferencia')).toBe('Sin diferencia');
    await user.click(within(form).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(form).findByText(SAME_DATES)).toBeInTheDocument();

    // A return before the departure: the quote form's own message.
    await user.clear(back);
    await user.type(back, '2026-12-08');
    await user.tab();
    expect(
      await within(form).findByText('La fecha de regreso no puede ser anterior a la de salida.'),
    ).toBeInTheDocument();
    expect(form).toHaveTextContent('Elige fechas válidas para ver el nuevo total.');

    // Three days more: US$ 150, US$ 45 more.
    await user.clear(back);
    await user.type(back, '2026-12-20');
    await waitFor(() => expect(row('Nuevo total')).toBe('US$ 150 (S/ 562.50)'));
    expect(row('Diferencia')).toBe('US$ 45 (S/ 168.75) más que la compra');
    expect(sent).not.toHaveBeenCalled();

    await user.click(within(form).getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]![0].request!.replace(/\s/g, ' ')).toBe(
      'Solicitud de cambio de fechas de la compra CA-20261120-7K2M9Q: del 10/12/2026 al 20/12/2026; nuevo total US$ 150 (S/ 562.50), US$ 45 (S/ 168.75) más que la compra.',
    );
    await waitFor(() =>
      expect(shownText(within(section).getByRole('listitem'))).toMatch(
        /^Cambio de fechas: del 10\/12\/2026 al 20\/12\/2026, nuevo total US\$ 150 \(S\/ 562.50\)\. Enviada el 01\/12\/2026 09:05; un asesor te confirmará\./,
      ),
    );
    expect(store.getState().purchase.last?.requests).toEqual([
      {
        kind: 'cambio_fechas',
        sentAt: expect.stringMatching(/^2026-12-01T14:05/),
        departureDate: '2026-12-10',
        returnDate: '2026-12-20',
        total: 150,
      },
    ]);
  });

  it.each([
    ['on the first day of a per-day cover', '2026-12-10T05:00:00.000Z', 'por_dias', '10/12/2026'],
    ['during the trip', '2026-12-12T15:00:00.000Z', 'por_dias', '10/12/2026'],
    [
      'for an annual cover, from its purchase',
      '2026-11-20T16:04:00.000Z',
      'anual_30',
      '20/11/2026',
    ],
  ])('offers neither %s, and says to talk to an adviser', async (_when, now, modality, day) => {
    clockAt(now);
    const purchase = modality === 'por_dias' ? TRIP : PURCHASE;
    const { section } = await openCover(purchase);
    expect(within(section).queryByRole('button')).toBeNull();
    expect(section).toHaveTextContent(
      `Tu cobertura empezó el ${day}: desde ese día ya no puedes pedir aquí su anulación ni un cambio de fechas. Para cualquier cambio, habla con un asesor por WhatsApp`,
    );
    expect(within(section).getByRole('link', { name: 'escribir a un asesor' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('CA-20261120-7K2M9Q')),
    );
  });

  it('made offline, it is kept, said to wait for the network, and sent when it returns', async () => {
    clockAt('2026-12-01T14:05:00.000Z');
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const { user, section, store } = await openCover();
    await user.click(within(section).getByRole('button', { name: 'Solicitar anulación' }));
    await user.click(within(section).getByRole('button', { name: 'Sí, solicitar anulación' }));
    expect(within(section).getByRole('listitem')).toHaveTextContent(
      'Anulación. Sin conexión: la enviaremos en cuanto vuelva la conexión. Está guardada en este dispositivo.',
    );
    expect(store.getState().purchase.last?.requests).toEqual([
      { kind: 'anulacion', sentAt: expect.stringMatching(/^2026-12-01T14:05/), unsent: true },
    ]);
    expect(sent).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() =>
      expect(within(section).getByRole('listitem')).toHaveTextContent(/Enviada el/),
    );
    expect(sent).toHaveBeenCalledTimes(1);
    expect(store.getState().purchase.last?.requests?.[0]).not.toHaveProperty('unsent');
    onLine.mockRestore();
  });

  it('refused, it is kept and offered again; a request kept unsent goes on the next visit', async () => {
    clockAt('2026-12-01T14:05:00.000Z');
    sent.mockRejectedValue(new Error('500'));
    const { user, section, store } = await openCover();
    await user.click(within(section).getByRole('button', { name: 'Solicitar anulación' }));
    await user.click(within(section).getByRole('button', { name: 'Sí, solicitar anulación' }));
    await waitFor(() =>
      expect(within(section).getByRole('listitem')).toHaveTextContent(
        'Anulación. No pudimos enviarla. Está guardada en este dispositivo.',
      ),
    );
    expect(store.getState().purchase.last?.requests?.[0]).toMatchObject({ unsent: true });
    sent.mockResolvedValue(undefined);
    await user.click(within(section).getByRole('button', { name: 'Enviar de nuevo' }));
    await waitFor(() =>
      expect(within(section).getByRole('listitem')).toHaveTextContent(/Enviada el/),
    );
    expect(sent).toHaveBeenCalledTimes(2);
  });

  it('sends, on opening the site, a request an earlier visit kept unsent', async () => {
    clockAt('2026-12-01T14:05:00.000Z');
    const kept = {
      kind: 'anulacion' as const,
      sentAt: '2026-12-01T13:00:00.000Z',
      unsent: true as const,
    };
    const { store } = renderWithStore(<MyCoverButton />, {
      actions: [purchaseCompleted({ ...TRIP, requests: [kept] })],
    });
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]![0]).toMatchObject({ request: expect.stringContaining('anulación') });
    await waitFor(() =>
      expect(store.getState().purchase.last?.requests).toEqual([
        { kind: 'anulacion', sentAt: expect.stringMatching(/^2026-12-01T14:05/) },
      ]),
    );
  });
});
