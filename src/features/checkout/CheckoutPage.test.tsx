import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { pricedPlans } from '../../domain/pricing';
import type { Quote } from '../../domain/quote';
import { PHONE_HINT } from '../../lib/personFieldTexts';
import { afterThisFrame } from '../../lib/scheduling';
import { CHECKOUT_TOASTS } from './checkoutToasts';
import { formatCalendarDate } from '../../domain/dates';
import { aQuote, daysFromToday } from '../../testing/fixtures';
import { firstScreenSaid, readOnScreen } from '../../testing/firstScreen';
import { renderWithStore } from '../../testing/render';
import { planChosen } from '../quotePage/selectedPlanSlice';
import { quoteSubmitted } from '../quote/quoteSlice';
import Toaster from '../toast/Toaster';
import CheckoutPage from './CheckoutPage';
import { shownText, withSoles } from '../../testing/prices';
import { emptyTraveller } from '../../domain/traveller';
import { CHECKOUT_FIELD_ERRORS, DOCUMENT_HINTS } from './checkoutSchema';

jest.mock('../../lib/firstScreen', () => jest.requireActual('../../testing/firstScreen'));
// The phone's rules as the page gets them, unless a test holds them back (`mockPhoneRules`).
const mockPhoneRules = { held: Promise.resolve(), come: false, askedAfterFirstScreen: true };
jest.mock('../../lib/phoneRules', () => {
  const actual = jest.requireActual<typeof import('../../lib/phoneRules')>('../../lib/phoneRules');
  const { firstScreenSaid: said } = jest.requireActual<typeof import('../../testing/firstScreen')>(
    '../../testing/firstScreen',
  );
  return {
    loadPhoneRules: async () => {
      if (!said.mock.calls.some(([drawn]) => drawn)) {
        mockPhoneRules.askedAfterFirstScreen = false;
      }
      await mockPhoneRules.held;
      const rules = await actual.loadPhoneRules();
      mockPhoneRules.come = true;
      return rules;
    },
    phoneRulesNow: () => (mockPhoneRules.come ? actual.phoneRulesNow() : undefined),
  };
});
/** Holds the phone's rules back until the returned function lets them come. */
function holdPhoneRules() {
  let release = () => undefined as void;
  mockPhoneRules.held = new Promise<void>((resolve) => (release = resolve));
  mockPhoneRules.come = false;
  return release;
}
// The cards, 'Medio de pago' and the pay button, as the page says its first screen is drawn.
readOnScreen(() =>
  [...document.querySelectorAll('fieldset[aria-labelledby], button[type="submit"]')]
    .map((element) => element.textContent?.match(/Datos del Viajero \d|Medio de pago|Pagar/)?.[0])
    .join(', '),
);

const twoAdults = aQuote({ ages: ['30', '31'] });
const chose = (quote: Quote, index: number, price?: number): UnknownAction[] => {
  const plan = pricedPlans(quote)[index]!;
  return [quoteSubmitted(quote), planChosen({ ...plan, price: price ?? plan.price })];
};

function setup(actions: UnknownAction[]) {
  const rendered = renderWithStore(
    <>
      <CheckoutPage />
      <Toaster />
    </>,
    { path: '/checkout', actions },
  );
  const card = (n: number) => within(screen.getByRole('group', { name: `Datos del Viajero ${n}` }));
  const fieldIn = (n: number, label: string) =>
    card(n).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
  // The form validates asynchronously: a click is over once the page has answered it, with
  // a toast (refused or bought) or with inline errors alone.
  const pay = async () => {
    await rendered.user.click(screen.getByRole('button', { name: 'Pagar de forma segura' }));
    await waitFor(() =>
      expect(
        rendered.store.getState().toast.current !== null ||
          document.querySelector('[aria-invalid="true"]') !== null,
      ).toBe(true),
    );
  };
  const fillTraveller = async (n: number, overrides: Record<string, string> = {}) => {
    const data = {
      Nombres: 'Ana María',
      Apellidos: 'Quispe Rojas',
      'Número de documento': `4567890${n}`,
      'Correo electrónico': `ana${n}@example.pe`,
      Teléfono: '+51 987 654 321',
      ...overrides,
    };
    // One change event per field: typing itself is covered end to end in the browser, and a
    // keystroke-by-keystroke fill of two travellers takes seconds in jsdom.
    await act(async () => {
      for (const [label, value] of Object.entries(data)) {
        fireEvent.change(fieldIn(n, label), { target: { value } });
      }
      fireEvent.change(fieldIn(n, 'Fecha de nacimiento'), { target: { value: '17/05/1994' } });
    });
  };
  return { ...rendered, card, fieldIn, pay, fillTraveller };
}

describe('<CheckoutPage />', () => {
  it.each([
    ['no quote and no plan', []],
    ['a quote but no plan', [quoteSubmitted(twoAdults)]],
  ])('goes back to / silently with %s', (_label, actions) => {
    const { getByTestId } = setup(actions as UnknownAction[]);
    expect(getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("says its first screen is drawn once every card, 'Medio de pago' and the pay button are", () => {
    firstScreenSaid.mockClear();
    setup(chose(twoAdults, 0));
    const saidDrawn = firstScreenSaid.mock.calls.filter(([drawn]) => drawn);
    expect(saidDrawn.map(([, onScreen]) => onScreen)).toEqual([
      'Datos del Viajero 1, Datos del Viajero 2, Medio de pago, Pagar',
    ]);
  });

  it('says it has no first screen to draw when it sends the visitor to /', () => {
    firstScreenSaid.mockClear();
    setup([]);
    expect(firstScreenSaid).toHaveBeenCalledWith(true, '');
  });

  it('has one card per traveller with every labelled field', () => {
    const { fieldIn, card } = setup(chose(twoAdults, 0));
    expect(screen.getAllByRole('group', { name: /^Datos del Viajero/ })).toHaveLength(2);
    for (const label of [
      'Nombres',
      'Apellidos',
      'Tipo de documento',
      'Número de documento',
      'Fecha de nacimiento',
      'Género',
      'Correo electrónico',
      'Teléfono',
    ]) {
      expect(fieldIn(2, label)).toBeInTheDocument();
    }
    const docTypes = within(fieldIn(1, 'Tipo de documento') as unknown as HTMLElement).getAllByRole(
      'option',
    );
    expect(docTypes.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['DNI', 'DNI'],
      ['PASSPORT', 'Pasaporte'],
      ['CE', 'Carné de extranjería'],
    ]);
    expect(fieldIn(1, 'Género')).not.toBeRequired();
    expect(fieldIn(1, 'Correo electrónico')).toHaveAttribute('type', 'email');
    expect(fieldIn(1, 'Correo electrónico')).toBeRequired();
    expect(fieldIn(1, 'Teléfono')).toBeRequired();
    expect(fieldIn(1, 'Nombres')).toHaveAttribute('maxlength', '60');
    expect(fieldIn(1, 'Número de documento')).toHaveAttribute('maxlength', '20');
    expect(card(1).getByRole('heading')).toHaveTextContent('Datos del Viajero 1');
  });

  it('summarises plan, insurer, coverage, trip and the total priced from the catalogue', () => {
    // A forged price in the chosen plan is ignored: 12.5 x 7 days x 2 travellers = 175.
    setup(chose(twoAdults, 1, 1));
    const summary = within(screen.getByRole('region', { name: 'Resumen de tu compra' }));
    expect(summary.getByText('AC 250')).toBeInTheDocument();
    expect(summary.getByText('ASSISTCARD')).toBeInTheDocument();
    expect(summary.getByText('US$ 250,000')).toBeInTheDocument();
    expect(summary.getByText('Europa')).toBeInTheDocument();
    expect(summary.getByText(/\(7 días\)$/)).toBeInTheDocument();
    expect(summary.getByText('2 viajeros')).toBeInTheDocument();
    expect(summary.getByTestId('checkout-total')).toHaveTextContent(withSoles('US$ 175'));
  });

  it('details the total in the summary, one line per traveller', async () => {
    const { user } = setup(chose(aQuote({ ages: ['30', '75'] }), 0));
    const summary = within(screen.getByRole('region', { name: 'Resumen de tu compra' }));
    await user.click(summary.getByRole('button', { name: 'Ver detalle del precio' }));
    // AC 60 at 75: 7.5 x 7 days = 52.50, then x 1 and x 2.
    expect(summary.getAllByRole('row').map(shownText)).toEqual([
      'ViajeroEdadFactorSubtotal',
      `130 años× 1${withSoles('US$ 52.50')}`,
      `275 años× 2${withSoles('US$ 105')}`,
      `Total${withSoles('US$ 157.50')}, redondeado a ${withSoles('US$ 158')}`,
    ]);
    expect(summary.getByTestId('checkout-total')).toHaveTextContent(withSoles('US$ 158'));
  });

  it('refuses missing data with the spec toast and inline errors, keeping what was typed', async () => {
    const { pay, fillTraveller, fieldIn, getByTestId } = setup(chose(twoAdults, 0));
    await fillTraveller(1);
    await fillTraveller(2, { 'Número de documento': '' });
    await pay();
    const toasts = screen.getByRole('region', { name: 'Notificaciones' });
    expect(toasts).toHaveTextContent(CHECKOUT_TOASTS.incompleteTravellers.title);
    expect(toasts).toHaveTextContent(CHECKOUT_TOASTS.incompleteTravellers.description);
    // The inline errors follow the toast and the focus.
    expect(await screen.findByText('Escribe el número de documento.')).toBeInTheDocument();
    expect(fieldIn(2, 'Número de documento')).toHaveFocus();
    expect(fieldIn(1, 'Nombres').value).toBe('Ana María');
    expect(getByTestId('location')).toHaveTextContent('/checkout');
  });

  it('checks the e-mail format and that a phone is given', async () => {
    const { pay, fillTraveller, fieldIn } = setup(chose(aQuote(), 0));
    await fillTraveller(1, { 'Correo electrónico': 'ana@', Teléfono: '' });
    await pay();
    expect(
      await screen.findByText('Escribe un correo válido, por ejemplo nombre@correo.com.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Escribe el teléfono.')).toBeInTheDocument();
    expect(fieldIn(1, 'Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
  });

  it('stores the purchase, clears the draft, goes to / and celebrates', async () => {
    const { pay, fillTraveller, store, getByTestId } = setup(chose(twoAdults, 2));
    await fillTraveller(1);
    await fillTraveller(2);
    // Written once typing pauses.
    await waitFor(() =>
      expect(window.sessionStorage.getItem('checkoutDraft')).toContain('Quispe Rojas'),
    );
    await pay();

    await waitFor(() => expect(getByTestId('location')).toHaveTextContent(/^\/$/));
    const purchase = store.getState().purchase.last!;
    expect(purchase.selectedPlan).toMatchObject({ productName: 'AC 150', price: 140 });
    expect(purchase.quoteData).toEqual(twoAdults);
    expect(purchase.travelers).toHaveLength(2);
    expect(purchase.travelers[0]).toEqual({
      firstName: 'Ana María',
      lastName: 'Quispe Rojas',
      docType: 'DNI',
      docNumber: '45678901',
      birthDate: '1994-05-17',
      gender: '',
      email: 'ana1@example.pe',
      // Typed '+51 987 654 321', kept in E.164.
      phone: '+51987654321',
    });
    expect(Number.isNaN(Date.parse(purchase.purchaseDate))).toBe(false);
    // The group untouched: the spec's purchase, by card in one cuota.
    expect(purchase.payment).toEqual({ method: 'tarjeta', installments: 1 });
    // Its soles stay at the rate it was made at, whatever later builds state.
    expect(purchase.exchangeRate).toEqual({ solesPerDollar: 3.75, date: '2026-11-20' });
    expect(window.sessionStorage.getItem('checkoutDraft')).toBeNull();
    // The toast outlives the page: the app's toast area shows it on /.
    expect(store.getState().toast.current).toMatchObject(CHECKOUT_TOASTS.purchaseSimulated);
  });

  it('keeps each document in its one form, however it was typed', async () => {
    const { pay, fillTraveller, fieldIn, store } = setup(chose(aQuote({ ages: ['30', '31'] }), 0));
    await fillTraveller(1, { 'Número de documento': '45.678.912' });
    await act(async () => {
      fireEvent.change(fieldIn(2, 'Tipo de documento'), { target: { value: 'CE' } });
    });
    await fillTraveller(2, { 'Número de documento': 'ab0012345' });
    await pay();
    await waitFor(() => expect(store.getState().purchase.last).not.toBeNull());
    const kept = store.getState().purchase.last!.travelers;
    expect(kept.map(({ docType, docNumber }) => [docType, docNumber])).toEqual([
      ['DNI', '45678912'],
      ['CE', 'AB0012345'],
    ]);
  });

  it('buys once on a double click', async () => {
    const { user, fillTraveller, store } = setup(chose(aQuote(), 0));
    await fillTraveller(1);
    const purchases: unknown[] = [];
    store.subscribe(() => {
      const last = store.getState().purchase.last;
      if (last && purchases.at(-1) !== last) purchases.push(last);
    });
    await user.dblClick(screen.getByRole('button', { name: 'Pagar de forma segura' }));
    await waitFor(() => expect(store.getState().purchase.last).not.toBeNull());
    expect(purchases).toHaveLength(1);
  });

  it('restores what was typed after a reload', () => {
    window.sessionStorage.setItem(
      'checkoutDraft',
      JSON.stringify([
        {
          firstName: 'Luis',
          lastName: 'Paz',
          docType: 'CE',
          docNumber: 'X1',
          birthDate: '1988-03-07',
          gender: 'MALE',
          email: '',
          phone: '',
        },
      ]),
    );
    const { fieldIn } = setup(chose(aQuote(), 0));
    expect(fieldIn(1, 'Nombres').value).toBe('Luis');
    // Kept while the birth date was the browser's date field: shown as it is typed now.
    expect(fieldIn(1, 'Fecha de nacimiento').value).toBe('07/03/1988');
    expect(fieldIn(1, 'Tipo de documento').value).toBe('CE');
    expect(fieldIn(1, 'Género').value).toBe('MALE');
  });

  it('ignores a draft for another number of travellers', () => {
    window.sessionStorage.setItem('checkoutDraft', JSON.stringify([{ firstName: 'Luis' }]));
    const { fieldIn } = setup(chose(twoAdults, 0));
    expect(fieldIn(1, 'Nombres').value).toBe('');
  });

  it('keeps a draft for its own quote, never for another that took its place', () => {
    const luis = { ...emptyTraveller(), firstName: 'Luis' };
    const ana = { ...emptyTraveller(), firstName: 'Ana' };
    const draftFor = (quote: Quote, firstName: string) =>
      window.sessionStorage.setItem(
        'checkoutDraft',
        JSON.stringify({ quote: quote.timestamp, travelers: [{ ...luis, firstName }, ana] }),
      );
    const earlier = aQuote({ ages: ['30', '31'], timestamp: '2026-12-06T15:00:00.000Z' });
    const later = aQuote({ ages: ['40', '41'], timestamp: '2026-12-06T15:05:00.000Z' });
    draftFor(earlier, 'Luis');
    const { fieldIn, unmount } = setup(chose(later, 0));
    expect(fieldIn(1, 'Nombres').value).toBe('');
    unmount();
    draftFor(later, 'Jorge');
    expect(setup(chose(later, 0)).fieldIn(1, 'Nombres').value).toBe('Jorge');
  });

  it('starts a new form when another tab keeps a new quote under it', async () => {
    const earlier = aQuote({ ages: ['30', '31'], timestamp: '2026-12-06T15:00:00.000Z' });
    const { fieldIn, store } = setup(chose(earlier, 0));
    await act(async () => {
      fireEvent.change(fieldIn(1, 'Nombres'), { target: { value: 'Luis' } });
    });
    const later = aQuote({ ages: ['40'], timestamp: '2026-12-06T15:05:00.000Z' });
    act(() => {
      store.dispatch(chose(later, 1)[0]!);
      store.dispatch(chose(later, 1)[1]!);
    });
    expect(screen.queryByRole('group', { name: 'Datos del Viajero 2' })).toBeNull();
    expect(fieldIn(1, 'Nombres').value).toBe('');
  });

  it('refuses a birth date in the future', async () => {
    const { pay, fieldIn } = setup(chose(aQuote(), 0));
    await act(async () => {
      fireEvent.change(fieldIn(1, 'Fecha de nacimiento'), {
        target: { value: formatCalendarDate(daysFromToday(2)) },
      });
    });
    await pay();
    expect(
      await screen.findByText('La fecha de nacimiento no puede ser posterior a hoy.'),
    ).toBeInTheDocument();
  });

  it('refuses a phone no country has, keeping it, with its own message and no toast', async () => {
    const { pay, fieldIn, fillTraveller, store } = setup(chose(aQuote(), 0));
    await fillTraveller(1, { Teléfono: '9876543210' });
    await pay();
    expect(
      await screen.findByText(
        'Escribe un teléfono válido, por ejemplo 987 654 321 o +34 612 34 56 78.',
      ),
    ).toBeInTheDocument();
    expect(fieldIn(1, 'Teléfono').value).toBe('9876543210');
    expect(fieldIn(1, 'Teléfono')).toHaveFocus();
    expect(store.getState().toast.current).toBeNull();
    expect(store.getState().purchase.last).toBeNull();
  });

  it("asks for the phone's rules only once the first screen is drawn, and checks a phone typed before they came", async () => {
    const letRulesCome = holdPhoneRules();
    const { fieldIn } = setup(chose(aQuote(), 0));
    await act(async () => {
      fireEvent.change(fieldIn(1, 'Teléfono'), { target: { value: '9876543210' } });
      fireEvent.blur(fieldIn(1, 'Teléfono'));
    });
    const refusal = CHECKOUT_FIELD_ERRORS.phoneFormat;
    // No verdict without the rules: neither an error nor a valid field.
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
    await act(async () => letRulesCome());
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(fieldIn(1, 'Teléfono')).toHaveAttribute('aria-invalid', 'true');
    expect(mockPhoneRules.askedAfterFirstScreen).toBe(true);
  });

  it("holds a send until the phone's rules have come, then refuses a number no country has", async () => {
    const letRulesCome = holdPhoneRules();
    const { fillTraveller, fieldIn, store, user } = setup(chose(aQuote(), 0));
    await fillTraveller(1, { Teléfono: '9876543210' });
    await user.click(screen.getByRole('button', { name: 'Pagar de forma segura' }));
    // The form checks itself a frame after the press: two frames on, it has, without the rules.
    await act(async () => {
      await afterThisFrame();
      await afterThisFrame();
    });
    expect(store.getState().purchase.last).toBeNull();
    await act(async () => letRulesCome());
    expect(
      await screen.findByText(CHECKOUT_FIELD_ERRORS.phoneFormat, { selector: 'p' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(fieldIn(1, 'Teléfono')).toHaveFocus());
    expect(store.getState().purchase.last).toBeNull();
  });

  it("'Volver a los planes' goes to /quote", async () => {
    const { user, getByTestId } = setup(chose(aQuote(), 0));
    await user.click(screen.getByRole('button', { name: 'Volver a los planes' }));
    expect(getByTestId('location')).toHaveTextContent('/quote');
  });

  it('writes the draft once typing pauses, and as the page goes, not on every key', async () => {
    const { fieldIn } = setup(chose(aQuote(), 0));
    await act(async () => {
      fireEvent.change(fieldIn(1, 'Nombres'), { target: { value: 'Lu' } });
    });
    expect(window.sessionStorage.getItem('checkoutDraft')).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(window.sessionStorage.getItem('checkoutDraft')).toContain('"firstName":"Lu"');
  });
});

describe('<CheckoutPage />: each document checked by its kind', () => {
  const E = CHECKOUT_FIELD_ERRORS;
  const type = async (field: HTMLElement, value: string) => {
    await act(async () => {
      fireEvent.change(field, { target: { value } });
      fireEvent.blur(field);
    });
  };

  it("says under the number its kind's form, to screen readers too, and follows the kind", async () => {
    const { fieldIn } = setup(chose(aQuote(), 0));
    const number = fieldIn(1, 'Número de documento');
    expect(number).toHaveAccessibleDescription(DOCUMENT_HINTS.DNI);
    await act(async () => {
      fireEvent.change(fieldIn(1, 'Tipo de documento'), { target: { value: 'PASSPORT' } });
    });
    expect(number).toHaveAccessibleDescription(DOCUMENT_HINTS.PASSPORT);
    await act(async () => {
      fireEvent.change(fieldIn(1, 'Tipo de documento'), { target: { value: 'CE' } });
    });
    expect(number).toHaveAccessibleDescription(DOCUMENT_HINTS.CE);
  });

  it('says under the phone how to write one from abroad, then what is wrong, and keeps what was typed', async () => {
    const { fieldIn } = setup(chose(aQuote(), 0));
    const phone = fieldIn(1, 'Teléfono');
    expect(phone).toHaveAccessibleDescription(PHONE_HINT);
    await type(phone, '812345678');
    await waitFor(() => expect(phone).toHaveAccessibleDescription(E.phoneFormat));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone.value).toBe('812345678');
    await type(phone, '+34 612 34 56 78');
    expect(phone).toHaveAccessibleDescription(PHONE_HINT);
    expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says inline what a wrong number should be, and keeps what was typed', async () => {
    const { fieldIn } = setup(chose(aQuote(), 0));
    const number = fieldIn(1, 'Número de documento');
    await type(number, 'ABC12');
    expect(number).toHaveAccessibleDescription(E.docNumberProblem.dniDigits);
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number.value).toBe('ABC12');
    await type(number, '10117410-3');
    expect(number).toHaveAccessibleDescription(E.docNumberProblem.dniCheck);
    await type(number, '10117410-2');
    expect(number).toHaveAccessibleDescription(DOCUMENT_HINTS.DNI);
    expect(number).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("checks the number again when 'Tipo de documento' changes", async () => {
    const { fieldIn } = setup(chose(aQuote(), 0));
    const number = fieldIn(1, 'Número de documento');
    await type(number, 'PE123456');
    expect(number).toHaveAccessibleDescription(E.docNumberProblem.dniDigits);
    await act(async () => {
      fireEvent.change(fieldIn(1, 'Tipo de documento'), { target: { value: 'PASSPORT' } });
    });
    expect(number).toHaveAccessibleDescription(DOCUMENT_HINTS.PASSPORT);
    await act(async () => {
      fireEvent.change(fieldIn(1, 'Tipo de documento'), { target: { value: 'DNI' } });
    });
    expect(number).toHaveAccessibleDescription(E.docNumberProblem.dniDigits);
  });

  it('tells the second traveller with one passport who has it, and stops the purchase there', async () => {
    const { pay, fillTraveller, fieldIn, store } = setup(chose(aQuote({ ages: ['30', '31'] }), 0));
    for (const n of [1, 2]) {
      await act(async () => {
        fireEvent.change(fieldIn(n, 'Tipo de documento'), { target: { value: 'PASSPORT' } });
      });
      await fillTraveller(n, { 'Número de documento': n === 1 ? 'PE123456' : 'pe123456' });
    }
    await pay();
    const second = fieldIn(2, 'Número de documento');
    await waitFor(() => expect(second).toHaveAccessibleDescription(E.docNumberShared(1)));
    await waitFor(() => expect(second).toHaveFocus());
    // Nothing is missing: no 'Datos incompletos', and no purchase.
    expect(store.getState().toast.current).toBeNull();
    expect(store.getState().purchase.last).toBeNull();
    expect(second.value).toBe('pe123456');
    // Set right, the first traveller's own change clears the second's message.
    await type(fieldIn(1, 'Número de documento'), 'PE654321');
    expect(second).toHaveAccessibleDescription(DOCUMENT_HINTS.PASSPORT);
  });
});

describe('<CheckoutPage /> for a family', () => {
  const family = aQuote({ ages: ['45', '43', '12'] });

  it('says under each title the age that traveller was quoted with', () => {
    const { card } = setup(chose(family, 0));
    expect(card(1).getByText('Cotizado con 45 años')).toBeInTheDocument();
    expect(card(3).getByText('Cotizado con 12 años')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Datos del Viajero 2' })).toHaveAccessibleDescription(
      'Cotizado con 43 años',
    );
  });

  it("fills and follows traveller 1's e-mail and phone while ticked, and leaves them when unticked", async () => {
    const { user, fieldIn } = setup(chose(family, 0));
    const tick = screen.getByRole('checkbox', {
      name: 'Usar el correo y el teléfono del Viajero 1 para todos',
    });
    expect(tick).not.toBeChecked();
    await act(async () => {
      fireEvent.change(fieldIn(1, 'Correo electrónico'), { target: { value: 'ana@example.pe' } });
      fireEvent.change(fieldIn(1, 'Teléfono'), { target: { value: '(01) 411-1111' } });
    });
    expect(fieldIn(2, 'Correo electrónico').value).toBe('');
    await user.click(tick);
    for (const n of [2, 3]) {
      expect(fieldIn(n, 'Correo electrónico').value).toBe('ana@example.pe');
      // As written, not as it will be kept.
      expect(fieldIn(n, 'Teléfono').value).toBe('(01) 411-1111');
      expect(fieldIn(n, 'Correo electrónico')).toHaveAttribute('readonly');
    }
    await act(async () => {
      fireEvent.change(fieldIn(1, 'Teléfono'), { target: { value: '+34 612 34 56 78' } });
    });
    expect(fieldIn(3, 'Teléfono').value).toBe('+34 612 34 56 78');
    await user.click(tick);
    expect(fieldIn(3, 'Teléfono').value).toBe('+34 612 34 56 78');
    expect(fieldIn(3, 'Teléfono')).not.toHaveAttribute('readonly');
    await act(async () => {
      fireEvent.change(fieldIn(1, 'Teléfono'), { target: { value: '900000000' } });
    });
    expect(fieldIn(3, 'Teléfono').value).toBe('+34 612 34 56 78');
  });

  it('points out a birth date that gives another age than the quoted one, and still sells', async () => {
    const { fillTraveller, fieldIn, card, pay, store } = setup(
      chose(aQuote({ ages: ['30'], departureDate: '2030-06-10', returnDate: '2030-06-20' }), 0),
    );
    await fillTraveller(1);
    // 30 on 2030-06-10: born 2000-06-10 at the latest, 1999-06-11 at the earliest.
    await act(async () => {
      fireEvent.change(fieldIn(1, 'Fecha de nacimiento'), { target: { value: '10/06/2000' } });
    });
    expect(card(1).getByRole('status')).toHaveTextContent('');
    await act(async () => {
      fireEvent.change(fieldIn(1, 'Fecha de nacimiento'), { target: { value: '11062000' } });
    });
    const notice = card(1).getByRole('status');
    expect(notice).toHaveTextContent(
      'Con esta fecha de nacimiento tendrá 29 años al salir (10/06/2030), pero cotizamos con 30 años',
    );
    expect(within(notice).getByRole('link', { name: 'Modificar Cotización' })).toHaveAttribute(
      'href',
      '/',
    );
    await pay();
    // Typed as eight digits, kept as the purchase keeps dates.
    expect(store.getState().purchase.last?.travelers[0]?.birthDate).toBe('2000-06-11');
  });

  it('takes the birth date typed as people write it, and shows it as DD/MM/AAAA once left', async () => {
    const { fieldIn, user } = setup(chose(aQuote(), 0));
    const birthDate = fieldIn(1, 'Fecha de nacimiento');
    expect(birthDate).toHaveAttribute('type', 'text');
    expect(birthDate).toHaveAttribute('inputmode', 'numeric');
    // Traveller 1 is the buyer: the browser may fill in the birth date it keeps for them.
    expect(birthDate).toHaveAttribute('autocomplete', 'bday');
    expect(birthDate).toHaveAccessibleDescription('Día, mes y año: DD/MM/AAAA.');
    await user.type(birthDate, '1402198');
    await user.type(birthDate, '6');
    await user.tab();
    expect(birthDate).toHaveValue('14/02/1986');
    expect(birthDate).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says how to write a birth date it cannot read, keeping what was typed, with no toast', async () => {
    const { fillTraveller, fieldIn, pay, store } = setup(chose(aQuote(), 0));
    await fillTraveller(1);
    await act(async () => {
      fireEvent.change(fieldIn(1, 'Fecha de nacimiento'), { target: { value: '31/04/90' } });
    });
    await pay();
    const birthDate = fieldIn(1, 'Fecha de nacimiento');
    expect(birthDate).toHaveValue('31/04/90');
    expect(birthDate).toHaveAttribute('aria-invalid', 'true');
    expect(birthDate).toHaveAccessibleDescription(
      'Escribe la fecha como DD/MM/AAAA, por ejemplo 14/02/1986.',
    );
    await waitFor(() => expect(birthDate).toHaveFocus());
    expect(store.getState().toast.current).toBeNull();
    expect(store.getState().purchase.last).toBeNull();
  });
});

describe("<CheckoutPage />'s 'Medio de pago'", () => {
  // AC 1M for a week: US$ 105, S/ 393.75 at the tests' rate, within the wallets' S/ 500.
  const withinWalletLimit = chose(aQuote(), 0);
  // AC 150 for two: US$ 140, S/ 525.00.
  const overWalletLimit = chose(twoAdults, 2);
  const group = () => screen.findByRole('group', { name: 'Medio de pago' });
  const method = (name: string) => screen.getByRole('radio', { name });

  it('offers three ways to pay in order, the card chosen, in one cuota', async () => {
    setup(withinWalletLimit);
    const radios = within(await group()).getAllByRole('radio');
    expect(radios).toEqual([
      method('Tarjeta de crédito o débito'),
      method('Yape o Plin'),
      method('PagoEfectivo'),
    ]);
    expect(method('Tarjeta de crédito o débito')).toBeChecked();
    expect(method('Tarjeta de crédito o débito')).toHaveAccessibleDescription(
      'Aceptamos Visa, Mastercard, American Express y Diners Club.',
    );
    expect(screen.getByLabelText('Cuotas')).toHaveValue('1');
    // Nothing of a card is asked.
    expect(
      screen.queryByLabelText(/número de tarjeta|vencimiento|cvv|código de seguridad/i),
    ).toBeNull();
    expect(screen.getByText(/No te pedimos datos de tarjeta/)).toBeInTheDocument();
  });

  it('shows what one cuota is in soles for each count, and says cuotas are for credit cards', async () => {
    setup(withinWalletLimit);
    await group();
    const cuotas = screen.getByLabelText('Cuotas');
    expect(within(cuotas).getAllByRole('option').map(shownText)).toEqual([
      '1 cuota de S/ 393.75',
      '3 cuotas de S/ 131.25',
      '6 cuotas de S/ 65.63',
      '12 cuotas de S/ 32.82',
    ]);
    expect(cuotas).toHaveAccessibleDescription(
      'Las cuotas son solo para tarjetas de crédito, y el banco emisor puede cobrar intereses por ellas.',
    );
  });

  it('lets Yape o Plin be chosen within S/ 500', async () => {
    const { user } = setup(withinWalletLimit);
    await group();
    expect(method('Yape o Plin')).toBeEnabled();
    await user.click(method('Yape o Plin'));
    expect(method('Yape o Plin')).toBeChecked();
    expect(screen.queryByLabelText('Cuotas')).toBeNull();
  });

  it('refuses Yape o Plin above S/ 500, saying why to eyes and screen readers', async () => {
    setup(overWalletLimit);
    await group();
    const wallet = method('Yape o Plin');
    expect(wallet).toBeDisabled();
    expect(shownText(document.getElementById(wallet.getAttribute('aria-describedby')!)!)).toBe(
      'No disponible para esta compra: Yape y Plin permiten pagar hasta S/ 500.00 por operación, y el total es S/ 525.00.',
    );
    expect(wallet).toHaveAccessibleDescription(/hasta S\/\s500\.00/);
  });

  it('says what PagoEfectivo does, and buys with a CIP that expires in 24 hours', async () => {
    const { user, fillTraveller, pay, store } = setup(withinWalletLimit);
    await group();
    expect(method('PagoEfectivo')).toHaveAccessibleDescription(
      'Al comprar recibes un código CIP para pagar dentro de 24 horas en la app de tu banco, en agentes o en bodegas.',
    );
    await user.click(method('PagoEfectivo'));
    await fillTraveller(1);
    await pay();
    const purchase = store.getState().purchase.last!;
    expect(purchase.payment).toMatchObject({
      method: 'pagoefectivo',
      cip: expect.stringMatching(/^\d{8}$/),
    });
    const { cipExpiresAt } = purchase.payment as { cipExpiresAt: string };
    expect(Date.parse(cipExpiresAt) - Date.parse(purchase.purchaseDate)).toBe(24 * 3_600_000);
  });

  it('buys by card in the cuotas chosen', async () => {
    const { user, fillTraveller, pay, store } = setup(overWalletLimit);
    await group();
    await user.selectOptions(screen.getByLabelText('Cuotas'), '6');
    await fillTraveller(1);
    await fillTraveller(2);
    await pay();
    expect(store.getState().purchase.last?.payment).toEqual({ method: 'tarjeta', installments: 6 });
  });

  it('keeps the choice through a reload', async () => {
    const { user, unmount } = setup(withinWalletLimit);
    await group();
    await user.click(method('Yape o Plin'));
    window.dispatchEvent(new Event('pagehide'));
    unmount();
    setup(withinWalletLimit);
    await group();
    expect(method('Yape o Plin')).toBeChecked();
  });

  it('makes no purchase by Yape o Plin above S/ 500, whatever the form holds', async () => {
    const { user, fillTraveller, store } = setup(overWalletLimit);
    await group();
    // A page tampered with: the refused choice made anyway.
    const wallet = method('Yape o Plin');
    wallet.removeAttribute('disabled');
    await user.click(wallet);
    expect(wallet).toBeChecked();
    await fillTraveller(1);
    await fillTraveller(2);
    await user.click(screen.getByRole('button', { name: 'Pagar de forma segura' }));
    expect(await screen.findByText('Medio de pago no disponible')).toBeInTheDocument();
    expect(
      screen.getByText(/^Yape y Plin permiten pagar hasta S\/\s500\.00 por operación: elige otro/),
    ).toBeInTheDocument();
    await waitFor(() => expect(method('Tarjeta de crédito o débito')).toHaveFocus());
    expect(store.getState().purchase.last).toBeNull();
    expect(window.localStorage.getItem('lastPurchase')).toBeNull();
    // The card then buys.
    await user.click(method('Tarjeta de crédito o débito'));
    await user.click(screen.getByRole('button', { name: 'Pagar de forma segura' }));
    await waitFor(() =>
      expect(store.getState().purchase.last?.payment).toEqual({
        method: 'tarjeta',
        installments: 1,
      }),
    );
  });

  it('gives the card back for a wallet kept from a cheaper plan that this total is over', async () => {
    window.sessionStorage.setItem(
      'checkoutDraft',
      JSON.stringify({
        travelers: [emptyTraveller(), emptyTraveller()],
        payment: { method: 'yape_plin', installments: 1 },
      }),
    );
    setup(overWalletLimit);
    await group();
    expect(method('Tarjeta de crédito o débito')).toBeChecked();
  });
});
