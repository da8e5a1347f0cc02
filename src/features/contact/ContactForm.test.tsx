import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGE_TOASTS } from '../../lib/messageToasts';
import { renderWithStore } from '../../testing/render';
import Toaster from '../toast/Toaster';
import ContactForm from './ContactForm';
import { sendContactMessage } from './sendContactMessage';

jest.mock('./sendContactMessage');
const send = jest.mocked(sendContactMessage);

function setup() {
  const rendered = renderWithStore(
    <>
      <ContactForm />
      <Toaster />
    </>,
  );
  const field = (label: string) =>
    screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
  // One change event per field: typing itself is covered end to end in the browser.
  const fill = async () => {
    await act(async () => {
      fireEvent.change(field('Nombre'), { target: { value: 'Lucía Ramos' } });
      fireEvent.change(field('Correo electrónico'), { target: { value: 'lucia@example.pe' } });
      fireEvent.change(field('Mensaje'), {
        target: { value: 'Viajo a Cusco con mi familia en julio.' },
      });
    });
  };
  const toasts = () => screen.getByRole('region', { name: 'Notificaciones' });
  return { ...rendered, field, fill, toasts };
}

beforeEach(() => {
  send.mockReset();
});

describe('<ContactForm />', () => {
  it('names its fields as the EmailJS template expects and marks them required', () => {
    const { field } = setup();
    expect(field('Nombre')).toHaveAttribute('name', 'user_name');
    expect(field('Correo electrónico')).toHaveAttribute('name', 'user_email');
    expect(field('Correo electrónico')).toHaveAttribute('type', 'email');
    expect(field('Mensaje')).toHaveAttribute('name', 'message');
    for (const label of ['Nombre', 'Correo electrónico', 'Mensaje'])
      expect(field(label)).toBeRequired();
    expect(field('Mensaje')).toHaveAttribute('maxlength', '2000');
  });

  it('sends nothing and explains each field when the form is incomplete', async () => {
    const { user, field } = setup();
    await user.type(field('Correo electrónico'), 'lucia@');
    await user.click(screen.getByRole('button', { name: 'Enviar Mensaje' }));
    // The focus first, on the first field to fix, then every field's message.
    await waitFor(() => expect(field('Nombre')).toHaveFocus());
    expect(await screen.findByText('Escribe tu nombre.')).toBeInTheDocument();
    expect(
      screen.getByText('Escribe un correo válido, por ejemplo nombre@correo.com.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Escribe tu mensaje.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the form element, thanks the visitor and empties the form', async () => {
    let sentEmail: FormDataEntryValue | null = null;
    send.mockImplementation(async (form) => {
      sentEmail = new FormData(form).get('user_email');
    });
    const { user, fill, field, toasts } = setup();
    await fill();
    await user.click(screen.getByRole('button', { name: 'Enviar Mensaje' }));
    await waitFor(() => expect(toasts()).toHaveTextContent(MESSAGE_TOASTS.messageSent.title));
    expect(toasts()).toHaveTextContent(MESSAGE_TOASTS.messageSent.description);
    expect(send).toHaveBeenCalledTimes(1);
    expect(sentEmail).toBe('lucia@example.pe');
    expect(field('Nombre').value).toBe('');
    expect(field('Mensaje').value).toBe('');
  });

  it('shows the destructive toast on a failure and keeps what was typed', async () => {
    send.mockRejectedValue({ status: 429, text: 'Too Many Requests' });
    const { user, fill, field } = setup();
    await fill();
    await user.click(screen.getByRole('button', { name: 'Enviar Mensaje' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(MESSAGE_TOASTS.messageFailed.title));
    expect(alert).toHaveTextContent(MESSAGE_TOASTS.messageFailed.description);
    expect(field('Nombre').value).toBe('Lucía Ramos');
    expect(field('Mensaje').value).toBe('Viajo a Cusco con mi familia en julio.');
  });

  it('disables the button while sending, so a double click sends once', async () => {
    let finish: () => void = () => undefined;
    send.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const { fill } = setup();
    await fill();
    const button = screen.getByRole('button', { name: 'Enviar Mensaje' });
    // Two submits before React can re-render and disable the button, then a click on it.
    act(() => {
      fireEvent.submit(button.closest('form')!);
      fireEvent.submit(button.closest('form')!);
    });
    const sendingButton = await screen.findByRole('button', { name: 'Enviando…' });
    expect(sendingButton).toBeDisabled();
    fireEvent.click(sendingButton);
    await waitFor(() => expect(send).toHaveBeenCalled());
    finish();
    await screen.findByRole('button', { name: 'Enviar Mensaje' });
    expect(send).toHaveBeenCalledTimes(1);
  });
});
