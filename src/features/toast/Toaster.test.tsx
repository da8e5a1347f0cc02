import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../testing/render';
import { provideToastAction } from './toastActions';
import Toaster from './Toaster';
import reducer, { TOAST_DURATION_MS, toastDismissed, toastShown } from './toastSlice';

describe('toast reducer', () => {
  it('shows a toast with the default variant and the 5-second duration', () => {
    const state = reducer(undefined, toastShown({ title: 'Hola' }));
    expect(state.current).toMatchObject({ title: 'Hola', variant: 'default', duration: 5000 });
    expect(state.current?.id).toEqual(expect.any(String));
  });

  it('replaces the current toast with a new one', () => {
    const first = reducer(undefined, toastShown({ title: 'Uno' }));
    const second = reducer(first, toastShown({ title: 'Dos', variant: 'destructive' }));
    expect(second.current).toMatchObject({ title: 'Dos', variant: 'destructive' });
    expect(second.current?.id).not.toBe(first.current?.id);
  });

  it('ignores the dismissal of a toast that was already replaced', () => {
    const first = reducer(undefined, toastShown({ title: 'Uno' }));
    const second = reducer(first, toastShown({ title: 'Dos' }));
    expect(reducer(second, toastDismissed(first.current!.id))).toBe(second);
    expect(reducer(second, toastDismissed(second.current!.id)).current).toBeNull();
  });
});

describe('<Toaster />', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  function setup() {
    const rendered = renderWithStore(<Toaster />, { fakeTimers: true });
    const show = (request: Parameters<typeof toastShown>[0]) =>
      act(() => {
        rendered.store.dispatch(toastShown(request));
      });
    return { ...rendered, show };
  }

  it('announces a toast politely and closes it after 5 seconds', () => {
    const { show } = setup();
    show({ title: '¡Mensaje enviado!', description: 'Gracias' });
    const status = screen.getByRole('status');
    expect(within(status).getByText('¡Mensaje enviado!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText('¡Mensaje enviado!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('¡Mensaje enviado!')).not.toBeInTheDocument();
  });

  it('announces a destructive toast assertively', () => {
    const { show } = setup();
    show({ title: 'Error al enviar', variant: 'destructive' });
    expect(within(screen.getByRole('alert')).getByText('Error al enviar')).toBeInTheDocument();
    expect(within(screen.getByRole('status')).queryByText('Error al enviar')).toBeNull();
  });

  it('shows at most one toast: a new one replaces the old and gets its own 5 seconds', () => {
    const { show } = setup();
    show({ title: 'Primero' });
    act(() => jest.advanceTimersByTime(4000));
    show({ title: 'Segundo' });
    expect(screen.queryByText('Primero')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByText('Segundo')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Segundo')).not.toBeInTheDocument();
  });

  it('never closes a toast with an infinite duration by itself', () => {
    const { show } = setup();
    show({ title: 'Permanente', duration: Infinity });
    act(() => jest.advanceTimersByTime(60 * 60 * 1000));
    expect(screen.getByText('Permanente')).toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const { show, user } = setup();
    show({ title: 'Cerrable', duration: Infinity });
    await user.click(screen.getByRole('button', { name: 'Cerrar notificación' }));
    expect(screen.queryByText('Cerrable')).not.toBeInTheDocument();
  });

  it('stays open while the pointer rests on it', async () => {
    const { show, user } = setup();
    show({ title: 'Leyendo' });
    await user.hover(screen.getByText('Leyendo'));
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByText('Leyendo')).toBeInTheDocument();
    await user.unhover(screen.getByText('Leyendo'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Leyendo')).not.toBeInTheDocument();
  });

  it("runs its button's action once and closes", async () => {
    const { show, user } = setup();
    const reloads: string[] = [];
    provideToastAction('reloadIntoUpdate', () => reloads.push('reload'));
    show({
      title: 'Hay una versión nueva',
      duration: Infinity,
      action: { label: 'Recargar', run: 'reloadIntoUpdate' },
    });
    await user.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(reloads).toEqual(['reload']);
    expect(screen.queryByText('Hay una versión nueva')).not.toBeInTheDocument();
  });
});
