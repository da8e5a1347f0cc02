import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { config } from '../../config';
import type { Quote } from '../../domain/quote';
import { aQuote } from '../../testing/fixtures';
import { loadCheckoutPageAhead } from '../checkout/loadCheckoutPage';
import { renderWithStore } from '../../testing/render';
import { quoteSubmitted } from '../quote/quoteSlice';
import { quoteLinkSearch } from '../quote/quoteLink';
import { daysFromToday } from '../../testing/fixtures';
import QuotePage from './QuotePage';
import { LOADING_MESSAGE } from './quoteLoading';
import { QUOTE_LOADING_MS } from './searchTime';
import { shownText, wholeText, withSoles } from '../../testing/prices';

// /checkout's code is watched, not fetched.
jest.mock('../checkout/loadCheckoutPage', () => ({
  loadCheckoutPage: jest.fn(async () => undefined),
  loadCheckoutPageAhead: jest.fn(async () => undefined),
}));

function setup(quote: Quote | null) {
  return renderWithStore(<QuotePage />, {
    path: '/quote',
    fakeTimers: true,
    actions: quote ? [quoteSubmitted(quote)] : [],
  });
}

const finishSearch = () => act(() => jest.advanceTimersByTime(QUOTE_LOADING_MS));

/** No plan until the whole 3 s have passed from now, then the five. */
function expectTheWholeSearch() {
  act(() => jest.advanceTimersByTime(QUOTE_LOADING_MS - 1));
  expect(screen.queryAllByRole('article')).toHaveLength(0);
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getAllByRole('article')).toHaveLength(5);
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  delete window.eventReplay;
  delete window.pagePaint;
});

/**
 * A page opened at `path` (its head's note at the time the clock reads) whose prerendered first
 * screen was painted `paintedAfter` ms later; the clock then reads `codeAfter` ms after the
 * opening, when the app's code came.
 */
function openedAndPainted(path: string, paintedAfter: number, codeAfter: number) {
  const openedAt = Date.now();
  Object.assign(window, {
    eventReplay: { openedAt },
    pagePaint: { at: openedAt + paintedAfter, path, then: (work: () => void) => work() },
  });
  jest.setSystemTime(openedAt + codeAfter);
  return openedAt;
}

describe('<QuotePage />', () => {
  it("asks for /checkout's code once the plans show and the main thread is idle, not during the search", () => {
    renderWithStore(<QuotePage />, {
      path: '/quote',
      fakeTimers: true,
      actions: [quoteSubmitted(aQuote())],
    });
    act(() => jest.advanceTimersByTime(QUOTE_LOADING_MS - 1));
    expect(loadCheckoutPageAhead).not.toHaveBeenCalled();
    finishSearch();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    act(() => jest.advanceTimersByTime(1000));
    expect(loadCheckoutPageAhead).toHaveBeenCalledTimes(1);
  });

  it('goes back to / silently without a quote', () => {
    const { getByTestId } = setup(null);
    expect(getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('searches for 3 seconds before showing the plans', () => {
    setup(aQuote());
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_MESSAGE);
    act(() => jest.advanceTimersByTime(QUOTE_LOADING_MS - 1));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText(LOADING_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('draws the plans out of sight during the search, so that its end only reveals them', async () => {
    setup(aQuote());
    // React draws a hidden part when it has nothing else to do.
    await act(async () => jest.advanceTimersByTime(100));
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_MESSAGE);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getAllByRole('article', { hidden: true })).toHaveLength(5);
  });

  it('counts the 3 seconds from the send: a page that came a second late searches for two', () => {
    setup(aQuote({ timestamp: new Date(Date.now() - 1000).toISOString() }));
    act(() => jest.advanceTimersByTime(QUOTE_LOADING_MS - 1000 - 1));
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_MESSAGE);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it("shows the plans at once on a page the send opened, when the page's code came after the 3 s", () => {
    // This page began 1.5 s after the send; its code is live 3.5 s after it.
    const sent = performance.timeOrigin - 1500;
    jest.setSystemTime(sent + 3500);
    setup(aQuote({ timestamp: new Date(sent).toISOString() }));
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_MESSAGE);
    act(() => jest.advanceTimersByTime(0));
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it("dates the page from its head's note, on the clock the quote was stamped with", () => {
    // A reload 10 s after the send, as the page's head noted it. The navigation's start, on
    // another clock (a test's fake clock here), would make it a page the send opened.
    jest.setSystemTime(performance.timeOrigin + 600_000);
    Object.assign(window, { eventReplay: { openedAt: Date.now() } });
    setup(aQuote({ timestamp: new Date(Date.now() - 10_000).toISOString() }));
    expectTheWholeSearch();
  });

  it('searches the 3 seconds again on a return to the plans it has shown', () => {
    const quote = aQuote({ timestamp: new Date(Date.now() - 1000).toISOString() });
    setup(quote).unmount();
    const again = setup(quote);
    finishSearch();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    again.unmount();
    setup(quote);
    expectTheWholeSearch();
  });

  it('counts the 3 seconds from the first paint of a page opened on /quote with a stored quote (a reload, the installed app)', () => {
    // Painted 745 ms after it opened; its code live 2.5 s after: 1245 ms of search are left.
    const quote = aQuote({ timestamp: new Date(Date.now() - 60_000).toISOString() });
    openedAndPainted('/quote', 745, 2500);
    setup(quote);
    act(() => jest.advanceTimersByTime(1244));
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_MESSAGE);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('searches the whole 3 seconds for a quote sent earlier when the page drew the search itself', () => {
    // Opened on / (the search drawn by the app on its way to /quote), or not yet painted.
    openedAndPainted('/', 500, 2500);
    setup(aQuote({ timestamp: new Date(Date.now() - 60_000).toISOString() }));
    expectTheWholeSearch();
  });

  it('searches the whole 3 seconds for a quote sent earlier (a reload, a return visit)', () => {
    setup(aQuote({ timestamp: new Date(Date.now() - 60_000).toISOString() }));
    expectTheWholeSearch();
  });

  it('shows the count, the destination and the plans by coverage, AC 1M recommended', () => {
    setup(aQuote({ destination: 'Asia', ages: ['30', '45'] }));
    finishSearch();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '5 opciones para tu viaje a Asia',
    );
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'AC 1M',
      'AC 250',
      'AC 150',
      'AC 60',
      'AC 35',
    ]);
    const first = within(cards[0]!);
    expect(first.getByText('RECOMENDADO')).toBeInTheDocument();
    expect(first.getByText('ASSISTCARD')).toBeInTheDocument();
    expect(first.getByText('US$ 1,000,000')).toBeInTheDocument();
    expect(first.getByText('Repatriación sanitaria')).toBeInTheDocument();
    expect(first.getByText(wholeText(withSoles('US$ 210')))).toBeInTheDocument(); // 15 x 7 days x 2 travellers
    expect(first.getByText('Total por 7 días, 2 viajeros')).toBeInTheDocument();
    expect(screen.getAllByText('RECOMENDADO')).toHaveLength(1);
  });

  it('describes what an annual price covers', () => {
    setup(aQuote({ modality: 'anual_30', departureDate: '', returnDate: '', ages: ['72'] }));
    finishSearch();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(within(cards[0]!).getByText(wholeText(withSoles('US$ 375')))).toBeInTheDocument(); // 250 x 1.5
    expect(
      within(cards[0]!).getByText('Total Anual múltitrip 30 días, 1 viajero'),
    ).toBeInTheDocument();
  });

  it('explains the age criteria when no plan qualifies', () => {
    setup(aQuote({ ages: ['40', '120'] }));
    finishSearch();
    expect(
      screen.getByRole('heading', { name: 'No encontramos planes disponibles' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/De 75 a 99 años: solo AC 60 y AC 35/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Contratar/ })).not.toBeInTheDocument();
  });

  it("'Contratar' stores the chosen plan and opens /checkout", async () => {
    const { store, user, getByTestId } = setup(aQuote({ ages: ['76'] }));
    finishSearch();
    await user.click(screen.getByRole('button', { name: 'Contratar AC 35' }));
    expect(store.getState().selectedPlan.plan).toMatchObject({
      productName: 'AC 35',
      price: 70,
      coverage: 35_000,
    });
    expect(getByTestId('location')).toHaveTextContent('/checkout');
  });

  it("'Modificar Cotización' goes back to /", async () => {
    const { user, getByTestId } = setup(aQuote());
    finishSearch();
    await user.click(screen.getByRole('button', { name: 'Modificar Cotización' }));
    expect(getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('compares up to three plans side by side, saying why a fourth cannot join', async () => {
    const { user, store, getByTestId } = setup(aQuote({ ages: ['30', '40'] }));
    finishSearch();
    expect(screen.queryByRole('button', { name: /^Comparar \(/ })).not.toBeInTheDocument();
    for (const name of ['AC 1M', 'AC 150', 'AC 35'])
      await user.click(screen.getByRole('checkbox', { name: `Comparar ${name}` }));
    await user.click(screen.getByRole('checkbox', { name: 'Comparar AC 60' }));
    expect(screen.getByRole('checkbox', { name: 'Comparar AC 60' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Comparar AC 60' })).toHaveAccessibleDescription(
      'Puedes comparar hasta 3 planes. Quita uno para añadir AC 60.',
    );

    await user.click(screen.getByRole('button', { name: 'Comparar (3)' }));
    const table = within(await screen.findByRole('dialog', { name: 'Comparar planes' })).getByRole(
      'table',
    );
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['AC 1M', 'AC 150', 'AC 35']);
    const rowOf = (label: string) =>
      within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLTableRowElement;
    expect(
      within(rowOf('Asistencia legal'))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Incluida', 'No incluida', 'No incluida']);
    // The words agree with the feature: 'el seguro de equipaje', incluido.
    expect(
      within(rowOf('Seguro de equipaje'))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Incluido', 'Incluido', 'No incluido']);
    expect(within(rowOf('Precio total')).getAllByRole('cell').map(shownText)).toEqual(
      ['US$ 210', 'US$ 140', 'US$ 70'].map(withSoles),
    );
    // Per traveller, as the cards' price details say it: two travellers under 70.
    expect(
      within(rowOf('Precio por día y viajero (promedio)')).getAllByRole('cell').map(shownText),
    ).toEqual(['US$ 15', 'US$ 10', 'US$ 5'].map(withSoles));
    // A plan with the broader medical cover has the basic one too.
    expect(
      within(rowOf('Asistencia médica básica'))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      'Incluida en Asistencia médica por accidente o enfermedad',
      'Incluida en Asistencia médica por accidente o enfermedad',
      'Incluida',
    ]);
    await user.click(within(table).getByRole('button', { name: 'Contratar AC 150' }));
    expect(store.getState().selectedPlan.plan?.productName).toBe('AC 150');
    expect(getByTestId('location')).toHaveTextContent('/checkout');
  });

  it('makes the comparison dialog ahead once a comparison begins, hidden, so that the tap on Comparar only shows it', async () => {
    const { user } = setup(aQuote());
    finishSearch();
    // Not for the visitor who only reads the plans.
    act(() => jest.advanceTimersByTime(1000));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Comparar AC 1M' }));
    // The next idle moment (a moment later where the browser cannot say, as jsdom).
    act(() => jest.advanceTimersByTime(1000));
    const made = document.querySelector('[role="dialog"]');
    expect(made).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Comparar (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comparar planes' });
    expect(dialog).toBe(made);
    expect(within(dialog).getByRole('table')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('[role="dialog"]')).toBe(made);
    expect(made!.querySelector('table')).toBeNull();
  });

  it('shows how each price is made, adding up to the price on the card', async () => {
    const { user } = setup(aQuote({ ages: ['34', '72'] }));
    finishSearch();
    const card = within(screen.getAllByRole('article')[0]!);
    await user.click(card.getByRole('button', { name: 'Ver detalle del precio' }));
    expect(card.getByRole('button', { name: 'Ver detalle del precio' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(
      card.getByText(
        `Tarifa: ${withSoles('US$ 12.50')} por día y viajero × 7 días = ${withSoles('US$ 87.50')} por viajero`,
      ),
    ).toBeInTheDocument();
    const rows = card.getAllByRole('row').map(shownText);
    expect(rows).toEqual([
      'ViajeroEdadFactorSubtotal',
      `134 años× 1${withSoles('US$ 87.50')}`,
      `272 años× 1.5${withSoles('US$ 131.25')}`,
      `Total${withSoles('US$ 218.75')}, redondeado a ${withSoles('US$ 219')}`,
    ]);
    expect(card.getByText(wholeText(withSoles('US$ 219')))).toBeInTheDocument();
  });

  it('names the plans the ages hide and the rule that hides each', () => {
    setup(aQuote({ ages: ['30', '80'] }));
    finishSearch();
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent('3 planes no se muestran');
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'AC 1M no está disponible si algún viajero tiene 70 años o más.',
      'AC 250 no está disponible si algún viajero tiene 75 años o más.',
      'AC 150 no está disponible si algún viajero tiene 75 años o más.',
    ]);
  });

  it('says nothing about hidden plans when every plan is offered', () => {
    setup(aQuote({ ages: ['69'] }));
    finishSearch();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it("orders by lowest price on request, the spec's order by default", async () => {
    const { user } = setup(aQuote());
    finishSearch();
    const names = () =>
      screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
    expect(screen.getByLabelText('Ordenar por')).toHaveValue('coverage');
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'Menor precio');
    expect(names()).toEqual(['AC 35', 'AC 60', 'AC 150', 'AC 250', 'AC 1M']);
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'Mayor cobertura');
    expect(names()).toEqual(['AC 1M', 'AC 250', 'AC 150', 'AC 60', 'AC 35']);
  });

  it('sends the quote by WhatsApp: trip, ages and prices, nothing personal', () => {
    setup(
      aQuote({
        destination: 'Asia',
        modality: 'anual_60',
        departureDate: '',
        returnDate: '',
        ages: ['34', '76'],
      }),
    );
    finishSearch();
    const link = screen.getByRole('link', { name: /Enviar por WhatsApp/ });
    expect(link).toHaveAttribute('target', '_blank');
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe(`https://wa.me/${config.whatsAppNumber}`);
    expect(url.searchParams.get('text')).toBe(
      [
        'Mi cotización de seguro de viaje en Compara y Ahorra',
        'Destino: Asia',
        'Modalidad: Anual múltitrip 60 días',
        'Viajeros: 2 viajeros (34, 76 años)',
        'Planes:',
        '- AC 60 (ASSISTCARD): US$ 675',
        '- AC 35 (ASSISTCARD): US$ 450',
        `${config.siteUrl}/quote?destino=Asia&modalidad=anual_60&edades=34,76`,
      ].join('\n'),
    );
  });
});

describe('<QuotePage /> and the link to its trip', () => {
  const europe = aQuote({ ages: ['34', '36'] });
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('opens the plans of the trip its address carries, over the quote kept before, and keeps it', () => {
    const { store } = renderWithStore(<QuotePage />, {
      path: `/quote${quoteLinkSearch(europe)}&utm_source=whatsapp`,
      fakeTimers: true,
      actions: [quoteSubmitted(aQuote({ destination: 'Asia' }))],
    });
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_MESSAGE);
    finishSearch();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('para tu viaje a Europa');
    expect(store.getState().quote.latest).toMatchObject({
      destination: 'Europa',
      departureDate: europe.departureDate,
      ages: ['34', '36'],
    });
  });

  it('counts the 3 seconds from the first paint of the page the link opened', () => {
    // Painted 700 ms after it opened, its code live 2.5 s after: 1.2 s of search are left.
    const openedAt = openedAndPainted('/quote', 700, 2500);
    const { store } = renderWithStore(<QuotePage />, {
      path: `/quote${quoteLinkSearch(europe)}`,
      fakeTimers: true,
    });
    // The link's quote is stamped with the page's opening.
    expect(store.getState().quote.latest?.timestamp).toBe(new Date(openedAt).toISOString());
    act(() => jest.advanceTimersByTime(1199));
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_MESSAGE);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('opens the same plans in a browser that has kept nothing', () => {
    const { store } = renderWithStore(<QuotePage />, {
      path: `/quote${quoteLinkSearch(europe)}`,
      fakeTimers: true,
    });
    finishSearch();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(store.getState().quote.latest).toMatchObject({ destination: 'Europa' });
  });

  it('once the plans show, the address holds their trip, replaced in place', () => {
    setup(europe);
    expect(window.location.search).toBe('');
    const entries = window.history.length;
    finishSearch();
    expect(window.location.search).toBe(quoteLinkSearch(europe));
    expect(window.history.length).toBe(entries);
  });

  it('puts no trip a link could not carry in the address: ages no plan takes', () => {
    setup(aQuote({ ages: ['40', '120'] }));
    finishSearch();
    expect(
      screen.getByRole('heading', { name: 'No encontramos planes disponibles' }),
    ).toBeVisible();
    expect(window.location.search).toBe('');
  });

  it('a link the form refuses opens / and leaves the quote kept before as it was', () => {
    const kept = aQuote({ destination: 'Asia' });
    const { getByTestId, store } = renderWithStore(<QuotePage />, {
      path: `/quote?destino=Marte&salida=${daysFromToday(3)}&regreso=${daysFromToday(9)}&edades=34`,
      fakeTimers: true,
      actions: [quoteSubmitted(kept)],
    });
    expect(getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(store.getState().quote.latest).toEqual(kept);
  });
});
