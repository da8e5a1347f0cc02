import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useHeldDuringPress, useSiteForm } from './useSiteForm';

function Shown({ value }: { value: string }) {
  return <p>{useHeldDuringPress(value)}</p>;
}

describe('useHeldDuringPress', () => {
  it('holds the value from pointer down to pointer up, then shows the current one', async () => {
    const { rerender } = render(<Shown value="before" />);
    fireEvent.pointerDown(document.body);
    rerender(<Shown value="during" />);
    expect(screen.getByText('before')).toBeInTheDocument();

    fireEvent.pointerUp(document.body);
    // A frame after the release.
    expect(await screen.findByText('during')).toBeInTheDocument();
  });

  it('lets a cancelled press go too', async () => {
    const { rerender } = render(<Shown value="before" />);
    fireEvent.pointerDown(document.body);
    rerender(<Shown value="after" />);
    fireEvent.pointerCancel(document.body);
    expect(await screen.findByText('after')).toBeInTheDocument();
  });

  it('follows the value when nothing is pressed', () => {
    const { rerender } = render(<Shown value="one" />);
    rerender(<Shown value="two" />);
    expect(screen.getByText('two')).toBeInTheDocument();
  });
});

interface Names {
  first: string;
  last: string;
}

/** A form of two required names, on the helper, that says what it shows and sends. */
function NamesForm({ showToast, send }: { showToast: () => void; send: (v: Names) => unknown }) {
  const { formik, handleSubmit, fieldError } = useSiteForm<Names>({
    initialValues: { first: '', last: '' },
    validate: (values) => ({
      ...(values.first ? {} : { first: 'Escribe el nombre.' }),
      ...(values.last ? {} : { last: 'Escribe el apellido.' }),
    }),
    fieldOrder: () => ['first', 'last'],
    fieldId: (name) => `names-${name}`,
    refusalToast: () => ({ title: 'Datos incompletos' }),
    showToast,
    send: async (values) => void (await send(values)),
  });
  return (
    <form onSubmit={handleSubmit} aria-busy={formik.isSubmitting}>
      {(['first', 'last'] as const).map((name) => (
        <p key={name}>
          <input aria-label={name} id={`names-${name}`} {...formik.getFieldProps(name)} />
          {fieldError(name)}
        </p>
      ))}
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('useSiteForm', () => {
  it('answers a refused send with the toast, then the focus on the first field to fix, then every error', async () => {
    const showToast = jest.fn();
    const send = jest.fn();
    render(<NamesForm showToast={showToast} send={send} />);
    fireEvent.change(screen.getByLabelText('last'), { target: { value: 'Quispe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith({ title: 'Datos incompletos' }));
    await waitFor(() => expect(screen.getByLabelText('first')).toHaveFocus());
    expect(await screen.findByText('Escribe el nombre.')).toBeInTheDocument();
    expect(screen.queryByText('Escribe el apellido.')).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends valid values once, however many sends come while it is at work', async () => {
    let finish: () => void = () => undefined;
    const send = jest.fn((_values: Names) => new Promise<void>((resolve) => (finish = resolve)));
    render(<NamesForm showToast={jest.fn()} send={send} />);
    fireEvent.change(screen.getByLabelText('first'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('last'), { target: { value: 'Quispe' } });
    const form = screen.getByRole('button', { name: 'Enviar' }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(form).toHaveAttribute('aria-busy', 'true');
    fireEvent.submit(form);
    finish();
    await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'false'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ first: 'Ana', last: 'Quispe' });
  });
});
