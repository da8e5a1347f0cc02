import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { localToday } from '../../domain/dates';
import { TOASTS } from '../../lib/toastMessages';
import { aQuote, daysFromToday } from '../../testing/fixtures';
import { renderWithStore } from '../../testing/render';
import Toaster from '../toast/Toaster';
import { loadQuotePage } from '../quotePage/loadQuotePage';
import QuoteForm from './QuoteForm';
import { quoteSubmitted } from './quoteSlice';
import { readQuoteLink } from './quoteLink';
import { act } from 'react';

// /quote's code is watched, not fetched.
jest.mock('../quotePage/loadQuotePage', () => ({ loadQuotePage: jest.fn(async () => undefined) }));

function setup(options: Parameters<typeof renderWithStore>[1] = {}) {
  const rendered = renderWithStore(
    <>
      <QuoteForm />
      <Toaster />
    </>,
    options,
  );
  // Required fields' labels end with an asterisk.
  const field = (label: string) =>
    screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
  // Date inputs take a whole value at once, as a date picker gives it.
  const setDate = (label: string, value: string) =>
    act(async () => {
      fireEvent.change(field(label), { target: { value } });
    });
  const submit = () =>
    rendered.user.click(screen.getByRole('button', { name: 'Ver Planes y Precios' }));
  const toastText = () => screen.getByRole('region', { name: 'Notificaciones' }).textContent ?? '';
  return { ...rendered, field, setDate, submit, toastText };
}

describe('<QuoteForm /> defaults and states', () => {
  it('starts with modality Por días, one traveller and one empty age', () => {
    const { field } = setup();
    expect(field('Modalidad').value).toBe('por_dias');
    expect(field('Número de viajeros').value).toBe('1');
    expect(screen.getAllByLabelText(/Edad del viajero/)).toHaveLength(1);
    expect(field('Edad del viajero 1').value).toBe('');
  });

  it('offers the ten destinations and the four modalities with their Spanish labels', () => {
    const { field } = setup();
    const options = (label: string) =>
      within(field(label) as unknown as HTMLElement)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Destino')).toHaveLength(11); // the prompt and ten destinations
    expect(options('Modalidad')).toEqual([
      'Por días',
      'Anual múltitrip 30 días',
      'Anual múltitrip 60 días',
      'Anual Larga Estadía',
    ]);
    expect(options('Número de viajeros')).toHaveLength(8);
  });

  it('enables the dates only for Por días, and clears them for other modalities', async () => {
    const { field, setDate, user } = setup();
    await setDate('Fecha de salida', daysFromToday(3));
    await setDate('Fecha de regreso', daysFromToday(5));
    await user.selectOptions(field('Modalidad'), 'anual_30');
    expect(field('Fecha de salida')).toBeDisabled();
    expect(field('Fecha de regreso')).toBeDisabled();
    expect(field('Fecha de salida').value).toBe('');
    expect(field('Fecha de regreso').value).toBe('');
    await user.selectOptions(field('Modalidad'), 'por_dias');
    expect(field('Fecha de salida')).toBeEnabled();
  });

  it('shows one age input per traveller and empties every age when the count changes', async () => {
    const { field, user } = setup();
    await user.type(field('Edad del viajero 1'), '45');
    await user.selectOptions(field('Número de viajeros'), '3');
    const ages = screen.getAllByLabelText(/Edad del viajero/) as HTMLInputElement[];
    expect(ages).toHaveLength(3);
    expect(ages.map((input) => input.value)).toEqual(['', '', '']);
    await user.type(ages[1]!, '30');
    await user.selectOptions(field('Número de viajeros'), '2');
    expect(
      (screen.getAllByLabelText(/Edad del viajero/) as HTMLInputElement[]).map((i) => i.value),
    ).toEqual(['', '']);
  });

  it('marks the date fields for their limits and never renders a min itself', async () => {
    // A render that sets min drops what is being typed into a date field (./dateLimits.js).
    const { field, setDate } = setup();
    expect(field('Fecha de salida')).toHaveAttribute('data-min', 'today');
    expect(field('Fecha de regreso')).toHaveAttribute('data-min-after', 'quote-departureDate');
    await setDate('Fecha de salida', daysFromToday(4));
    expect(field('Fecha de salida')).not.toHaveAttribute('min');
    expect(field('Fecha de regreso')).not.toHaveAttribute('min');
  });
});

describe('<QuoteForm /> validation, in the spec order', () => {
  it('1. asks for destination and modality first', async () => {
    const { submit, toastText, field } = setup();
    await submit();
    expect(toastText()).toContain(TOASTS.missingDestinationOrModality.title);
    expect(toastText()).toContain(TOASTS.missingDestinationOrModality.description);
    expect(screen.getByText('Elige tu destino.')).toBeInTheDocument();
    // Once the toast is drawn, the focus is on the field to fix.
    await waitFor(() => expect(field('Destino')).toHaveFocus());
  });

  it('2. then the dates of a Por días quote', async () => {
    const { submit, toastText, field, user } = setup();
    await user.selectOptions(field('Destino'), 'Asia');
    await user.type(field('Edad del viajero 1'), '30');
    await submit();
    expect(toastText()).toContain(TOASTS.missingDates.description);
    expect(screen.getByText('Indica la fecha de salida.')).toBeInTheDocument();
    await waitFor(() => expect(field('Fecha de salida')).toHaveFocus());
  });

  it.each([[''], ['0'], ['100'], ['abc'], ['-1']])(
    '3. then the ages: %p is refused',
    async (age) => {
      const { submit, toastText, field, user, setDate } = setup();
      await user.selectOptions(field('Destino'), 'Asia');
      await setDate('Fecha de salida', daysFromToday(1));
      await setDate('Fecha de regreso', daysFromToday(2));
      if (age) await user.type(field('Edad del viajero 1'), age);
      await submit();
      expect(toastText()).toContain(TOASTS.invalidAges.title);
      expect(toastText()).toContain(TOASTS.invalidAges.description);
      expect(field('Edad del viajero 1')).toHaveAttribute('aria-invalid', 'true');
    },
  );

  it('refuses a departure in the past and a return before the departure, inline', async () => {
    const { submit, field, user, setDate, getByTestId, toastText } = setup();
    await user.selectOptions(field('Destino'), 'Asia');
    await user.type(field('Edad del viajero 1'), '30');
    await setDate('Fecha de salida', daysFromToday(-1));
    await setDate('Fecha de regreso', daysFromToday(-2));
    await submit();
    expect(screen.getByText('La fecha de salida no puede ser anterior a hoy.')).toBeInTheDocument();
    expect(
      screen.getByText('La fecha de regreso no puede ser anterior a la de salida.'),
    ).toBeInTheDocument();
    expect(getByTestId('location')).toHaveTextContent('/');
    // No toast for these: the first field to fix has the focus.
    expect(toastText()).toBe('');
    await waitFor(() => expect(field('Fecha de salida')).toHaveFocus());
  });
});

describe('<QuoteForm /> submit', () => {
  it('stores the quote in the contract shape and goes to /quote', async () => {
    const { submit, field, user, setDate, store, getByTestId } = setup();
    await user.selectOptions(field('Destino'), 'Estados Unidos');
    await setDate('Fecha de salida', localToday());
    await setDate('Fecha de regreso', daysFromToday(7));
    await user.selectOptions(field('Número de viajeros'), '2');
    await user.type(field('Edad del viajero 1'), '34');
    await user.type(field('Edad del viajero 2'), '72');
    await submit();

    await waitFor(() => expect(getByTestId('location')).toHaveTextContent('/quote'));
    const quote = store.getState().quote.latest;
    expect(quote).toEqual({
      destination: 'Estados Unidos',
      modality: 'por_dias',
      departureDate: localToday(),
      returnDate: daysFromToday(7),
      travelers: 2,
      ages: ['34', '72'],
      timestamp: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(quote!.timestamp))).toBe(false);
  });

  it('stores a quote sent with a double click once', async () => {
    const { field, user, store, getByTestId } = setup();
    await user.selectOptions(field('Destino'), 'Europa');
    await user.selectOptions(field('Modalidad'), 'anual_30');
    await user.type(field('Edad del viajero 1'), '40');
    const stored: unknown[] = [];
    store.subscribe(() => {
      const latest = store.getState().quote.latest;
      if (latest && stored.at(-1) !== latest) stored.push(latest);
    });
    await user.dblClick(screen.getByRole('button', { name: 'Ver Planes y Precios' }));
    await waitFor(() => expect(getByTestId('location')).toHaveTextContent('/quote'));
    expect(stored).toHaveLength(1);
  });

  it('stores empty dates for an annual quote', async () => {
    const { submit, field, user, store } = setup();
    await user.selectOptions(field('Destino'), 'Europa');
    await user.selectOptions(field('Modalidad'), 'larga_estadia');
    await user.type(field('Edad del viajero 1'), '99');
    await submit();
    await waitFor(() =>
      expect(store.getState().quote.latest).toMatchObject({
        modality: 'larga_estadia',
        departureDate: '',
        returnDate: '',
      }),
    );
  });

  it("asks for /quote's code once the live form leaves the main thread idle: a quote is on its way", () => {
    jest.useFakeTimers();
    try {
      setup();
      const asked = () => jest.mocked(loadQuotePage).mock.calls.length;
      const before = asked();
      act(() => jest.advanceTimersByTime(1000));
      expect(asked()).toBe(before + 1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the stored quote again when the visitor comes back to modify it', () => {
    const { store, field } = setup();
    act(() => {
      store.dispatch(quoteSubmitted(aQuote({ destination: 'Canadá', ages: ['40', '41'] })));
    });
    expect(field('Destino').value).toBe('Canadá');
    expect(field('Número de viajeros').value).toBe('2');
    expect(field('Edad del viajero 2').value).toBe('41');
  });
});

describe('<QuoteForm /> opened by a link to /quote it refuses', () => {
  const opened = (search: string) =>
    setup({
      state: { refusedQuoteLink: readQuoteLink(search, localToday()) },
      // A quote kept before stays kept, and out of the form.
      actions: [quoteSubmitted(aQuote({ destination: 'Canadá', ages: ['40', '41'] }))],
    });

  it("holds what the link had that is valid, with the spec's toast for the first problem", async () => {
    const { field, toastText, store, getByTestId } = opened(
      `?destino=Marte&modalidad=por_dias&salida=${daysFromToday(3)}&regreso=${daysFromToday(9)}&edades=34,36`,
    );
    expect(toastText()).toContain(TOASTS.missingDestinationOrModality.description);
    expect(field('Destino').value).toBe('');
    expect(field('Fecha de salida').value).toBe(daysFromToday(3));
    expect(field('Número de viajeros').value).toBe('2');
    expect(field('Edad del viajero 2').value).toBe('36');
    expect(await screen.findByText('Elige tu destino.')).toBeInTheDocument();
    await waitFor(() => expect(field('Destino')).toHaveFocus());
    expect(store.getState().quote.latest).toMatchObject({ destination: 'Canadá' });
    expect(getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("a stale date: the dates' toast; an age outside 1-99: 'Edades inválidas'", async () => {
    const stale = opened(`?destino=Asia&salida=2020-01-01&regreso=2020-01-08&edades=34`);
    expect(stale.toastText()).toContain(TOASTS.missingDates.description);
    expect(stale.field('Destino').value).toBe('Asia');
    expect(stale.field('Fecha de salida').value).toBe('');
    stale.unmount();
    const ages = opened(`?destino=Asia&modalidad=anual_30&edades=34,0`);
    expect(ages.toastText()).toContain(TOASTS.invalidAges.title);
    expect(ages.field('Edad del viajero 1').value).toBe('34');
    await waitFor(() =>
      expect(ages.field('Edad del viajero 2')).toHaveAttribute('aria-invalid', 'true'),
    );
  });
});
