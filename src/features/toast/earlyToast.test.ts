import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { TOAST_DURATION_MS } from '../../lib/toastMessages';
import { dismissEarlyToast, showEarlyToast } from './earlyToast';

const region = () => screen.getByRole('region', { name: 'Notificaciones' });

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  dismissEarlyToast();
  jest.useRealTimers();
});

describe('the toast shown before the app is live', () => {
  it("says the spec's text in the polite live region of the page's toast region", () => {
    showEarlyToast({ title: 'Campos incompletos', description: 'Por favor selecciona destino.' });
    const status = within(region()).getByRole('status');
    expect(status).toHaveTextContent('Campos incompletos');
    expect(status).toHaveTextContent('Por favor selecciona destino.');
    expect(within(region()).getByRole('alert')).toBeEmptyDOMElement();
  });

  it('closes by itself after 5 s, and not before', () => {
    showEarlyToast({ title: 'Edades inválidas' });
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(region()).toHaveTextContent('Edades inválidas');
    jest.advanceTimersByTime(1);
    expect(region()).toHaveTextContent('');
  });

  it('stays while hovered or focused, then gets its 5 s again', () => {
    showEarlyToast({ title: 'Edades inválidas' });
    const card = within(region()).getByRole('status').firstElementChild!;
    fireEvent.mouseEnter(card);
    jest.advanceTimersByTime(TOAST_DURATION_MS * 2);
    expect(region()).toHaveTextContent('Edades inválidas');
    fireEvent.mouseLeave(card);
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(region()).toHaveTextContent('Edades inválidas');
    jest.advanceTimersByTime(1);
    expect(region()).toHaveTextContent('');
  });

  it('closes with its button, and a new one replaces it: one toast at a time', () => {
    showEarlyToast({ title: 'Campos incompletos' });
    showEarlyToast({ title: 'Edades inválidas' });
    expect(within(region()).getAllByRole('button', { name: 'Cerrar notificación' })).toHaveLength(
      1,
    );
    expect(region()).not.toHaveTextContent('Campos incompletos');
    fireEvent.click(within(region()).getByRole('button', { name: 'Cerrar notificación' }));
    expect(region()).toHaveTextContent('');
  });

  it('shows text as text, never as markup', () => {
    showEarlyToast({ title: '<img src=x onerror=alert(1)>' });
    expect(region().querySelector('img')).toBeNull();
    expect(region()).toHaveTextContent('<img src=x onerror=alert(1)>');
  });
});
