import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { findPlan } from '../../domain/catalogue';
import { COMPLAINT_CODE } from '../../domain/complaint';
import { aQuote } from '../../testing/fixtures';
import { sendFormByEmail } from '../../lib/emailjs';
import { MESSAGE_TOASTS } from '../../lib/messageToasts';
import { renderWithStore } from '../../testing/render';
import { purchaseCompleted } from '../checkout/purchaseSlice';
import Toaster from '../toast/Toaster';
import ComplaintsBookButton from './ComplaintsBookButton';
import { COMPLAINT_SHEETS_KEY } from './complaintSheets';

jest.mock('../../lib/emailjs');
const send = jest.mocked(sendFormByEmail);

/** What the form posts: the form data the send was given, as EmailJS's sendForm reads it. */
const posted = () => Object.fromEntries(new FormData(send.mock.calls[0]![0]).entries());

async function openBook(actions: Parameters<typeof renderWithStore>[1] = {}) {
  const rendered = renderWithStore(
    <>
      <ComplaintsBookButton />
      <Toaster />
    </>,
    actions,
  );
  await rendered.user.click(screen.getByRole('button', { name: 'Libro de Reclamaciones' }));
  const dialog = await screen.findByRole('dialog', { name: 'Libro de Reclamaciones' });
  const field = (label: string) =>
    within(dialog).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
  const fill = async (values: Record<string, string>) => {
    await act(async () => {
      for (const [label, value] of Object.entries(values))
        fireEvent.change(field(label), { target: { value } });
    });
  };
  const COMPLETE = {
    'Nombres y apellidos': 'Ana María Quispe Rojas',
    'Tipo de documento': 'DNI',
    'Número de documento': '45678901',
    Domicilio: 'Av. Arequipa 123, Lima',
    Teléfono: '987 654 321',
    'Correo electrónico': 'ana@example.pe',
    'Servicio contratado': 'ASSISTCARD AC 150',
    'Monto reclamado': '150.00',
    Detalle: 'No me reembolsaron la consulta médica.',
    Pedido: 'El reembolso de US$ 150.',
  };
  const fillAll = async () => {
    await fill(COMPLETE);
    await rendered.user.click(within(dialog).getByRole('radio', { name: /^Reclamo/ }));
    await rendered.user.click(
      within(dialog).getByRole('checkbox', { name: 'Declaro que la información es verdadera' }),
    );
  };
  const sendIt = () =>
    rendered.user.click(within(dialog).getByRole('button', { name: 'Enviar reclamo' }));
  return { ...rendered, dialog, field, fill, fillAll, sendIt, COMPLETE };
}

beforeEach(() => {
  send.mockReset();
});

describe('the Libro de Reclamaciones', () => {
  it('names the provider and explains each kind of complaint', async () => {
    const { dialog } = await openBook();
    expect(dialog).toHaveTextContent('Compara y Ahorra S.A.C.');
    expect(dialog).toHaveTextContent(/RUC \d{11}/);
    expect(dialog).toHaveTextContent('Callao');
    expect(within(dialog).getByRole('radio', { name: /^Reclamo: Disconformidad con el servicio/ }));
    expect(within(dialog).getByRole('radio', { name: /^Queja: Malestar por la atención/ }));
    expect(dialog).toHaveTextContent('Ley 29733');
  });

  it('sends nothing with a field missing, marks the fields and focuses the first to fix', async () => {
    const { fillAll, fill, sendIt, field } = await openBook();
    await fillAll();
    await fill({ Domicilio: '', Pedido: '' });
    await sendIt();
    expect(await screen.findByText('Escribe tu domicilio.')).toBeInTheDocument();
    expect(screen.getByText('Indica qué pides.')).toBeInTheDocument();
    expect(field('Domicilio')).toHaveFocus();
    expect(field('Domicilio')).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('asks for the declaration and the kind, and a DNI of 8 digits', async () => {
    const { fill, sendIt, COMPLETE, dialog } = await openBook();
    await fill({ ...COMPLETE, 'Número de documento': '4567' });
    await sendIt();
    expect(
      await screen.findByText('El DNI tiene 8 dígitos, por ejemplo 45678912.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Elige si es un reclamo o una queja.')).toBeInTheDocument();
    expect(screen.getByText('Marca la declaración para enviar tu reclamo.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Número de documento/)).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('numbers the complaint, posts every field with the complaint template, shows and keeps the sheet', async () => {
    send.mockResolvedValue(undefined);
    const { fillAll, sendIt, dialog } = await openBook();
    await fillAll();
    await sendIt();
    const heading = await within(dialog).findByRole('heading', { name: /^Hoja de reclamación/ });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![1]).toBe('');
    const data = posted();
    expect(data).toMatchObject({
      kind: 'Reclamo',
      consumer_name: 'Ana María Quispe Rojas',
      document_type: 'DNI',
      document_number: '45678901',
      address: 'Av. Arequipa 123, Lima',
      phone: '987 654 321',
      user_email: 'ana@example.pe',
      guardian: '',
      service: 'ASSISTCARD AC 150',
      amount: '150.00',
      detail: 'No me reembolsaron la consulta médica.',
      request: 'El reembolso de US$ 150.',
      company_name: 'Compara y Ahorra S.A.C.',
    });
    expect(String(data.complaint_code)).toMatch(COMPLAINT_CODE);
    expect(String(data.complaint_date)).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
    expect(String(data.company_ruc)).toMatch(/^\d{11}$/);
    // The code shown is the code sent; the sheet says when the answer comes.
    expect(heading).toHaveTextContent(String(data.complaint_code));
    expect(heading).toHaveFocus();
    expect(dialog).toHaveTextContent('15 días hábiles');
    expect(dialog).toHaveTextContent('INDECOPI');
    expect(within(dialog).getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    const kept = JSON.parse(window.localStorage.getItem(COMPLAINT_SHEETS_KEY)!);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ complaint_code: data.complaint_code, detail: data.detail });
  });

  it('keeps every field and says so when the send is refused', async () => {
    send.mockRejectedValue({ status: 500 });
    const { fillAll, sendIt, field } = await openBook();
    await fillAll();
    await sendIt();
    // The toast, behind the modal for a screen reader, and the form's own words.
    expect(await screen.findByText(MESSAGE_TOASTS.messageFailed.title)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos enviar tu reclamo.');
    expect(field('Nombres y apellidos').value).toBe('Ana María Quispe Rojas');
    expect(field('Detalle').value).toBe('No me reembolsaron la consulta médica.');
    expect(
      screen.getByRole('checkbox', { name: 'Declaro que la información es verdadera' }),
    ).toBeChecked();
    expect(window.localStorage.getItem(COMPLAINT_SHEETS_KEY)).toBeNull();
  });

  it('fills the service concerned from the last purchase on the device', async () => {
    const { field } = await openBook({
      actions: [
        purchaseCompleted({
          selectedPlan: { ...findPlan('AC 60')!, price: 90 },
          quoteData: aQuote({ destination: 'Europa' }),
          travelers: [],
          purchaseDate: '2026-11-20T15:04:00.000Z',
          code: 'CA-20261120-AB12CD',
          confirmationSent: true,
        }),
      ],
    });
    expect(field('Servicio contratado').value).toBe(
      'ASSISTCARD AC 60, Europa, comprado el 20/11/2026',
    );
  });

  it('leaves the service to the visitor when nothing was bought here', async () => {
    const { field } = await openBook();
    expect(field('Servicio contratado').value).toBe('');
  });

  it('lists the sheets kept on the device, and shows one again', async () => {
    window.localStorage.setItem(
      COMPLAINT_SHEETS_KEY,
      JSON.stringify([
        {
          complaint_code: 'LR-20261120-ZX81QW',
          filed_at: '2026-11-20T15:00:00.000Z',
          kind: 'Queja',
          consumer_name: 'Luis Torres',
          document_type: 'CE',
          document_number: 'X1234567',
          address: 'Jr. Cusco 45, Lima',
          phone: '912345678',
          user_email: 'luis@example.pe',
          guardian: '',
          service: 'Asesoría por WhatsApp',
          amount: '',
          detail: 'Me atendieron tarde.',
          request: 'Mejor atención.',
        },
        'not a sheet',
      ]),
    );
    const { user, dialog } = await openBook();
    await user.click(within(dialog).getByRole('button', { name: /^LR-20261120-ZX81QW/ }));
    expect(within(dialog).getByRole('heading', { name: /LR-20261120-ZX81QW/ })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Me atendieron tarde.');
    expect(dialog).toHaveTextContent('20/11/2026, 10:00');
  });
});
