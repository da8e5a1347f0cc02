import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TOASTS } from '../../lib/toastMessages';
import { renderWithStore } from '../../testing/render';
import Toaster from '../toast/Toaster';
import Header, { TAGLINE } from './Header';

function setup(sections: string[] = []) {
  const rendered = renderWithStore(
    <>
      <Header />
      {sections.map((id) => (
        <section key={id} id={id} tabIndex={-1} />
      ))}
      <Toaster />
    </>,
  );
  const banner = () => screen.getByRole('banner');
  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
      fireEvent.scroll(window);
    });
  return { ...rendered, banner, scrollTo };
}

afterEach(() => {
  Object.defineProperty(window, 'pageYOffset', { value: 0, configurable: true });
});

describe('<Header />', () => {
  it('is transparent at a scroll of 50 px or less and solid above', () => {
    const { banner, scrollTo } = setup();
    expect(banner()).toHaveAttribute('data-solid', 'false');
    scrollTo(50);
    expect(banner()).toHaveAttribute('data-solid', 'false');
    scrollTo(51);
    expect(banner()).toHaveAttribute('data-solid', 'true');
    scrollTo(10);
    expect(banner()).toHaveAttribute('data-solid', 'false');
  });

  it('shows the brand, one +51 phone, the sales e-mail and the tagline', () => {
    const { banner } = setup();
    const header = within(banner());
    expect(header.getAllByText('Compara y Ahorra').length).toBeGreaterThan(0);
    expect(header.getByRole('link', { name: /^\+51 / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+51\d{9}$/),
    );
    expect(header.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(header.getByText(TAGLINE)).toBeInTheDocument();
  });

  it('has the four navigation items, scrolling smoothly to their sections', async () => {
    const ids = ['inicio', 'comparador', 'servicios', 'contacto'];
    const { user } = setup(ids);
    const nav = within(screen.getByRole('navigation', { name: 'Principal' }));
    const links = nav.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Inicio', '#inicio'],
      ['Aseguradoras', '#comparador'],
      ['Servicios', '#servicios'],
      ['Contacto', '#contacto'],
    ]);
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    await user.click(nav.getByRole('link', { name: 'Servicios' }));
    await waitFor(() =>
      expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }),
    );
    expect(document.getElementById('servicios')).toHaveFocus();
  });

  it('opens and closes the mobile menu, and closes it after a choice', async () => {
    const { user } = setup(['contacto']);
    Element.prototype.scrollIntoView = jest.fn();
    const button = screen.getByRole('button', { name: 'Abrir menú' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Cerrar menú');
    const menu = within(screen.getByRole('navigation', { name: 'Menú' }));
    expect(menu.getAllByRole('link')).toHaveLength(4);
    await user.click(menu.getByRole('link', { name: 'Contacto' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu with Escape and gives focus back to its button', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.keyboard('{Escape}');
    const button = screen.getByRole('button', { name: 'Abrir menú' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('shows the spec toast and closes the menu when a section is missing', async () => {
    const { user } = setup([]);
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Menú' })).getByRole('link', {
        name: 'Servicios',
      }),
    );
    const toasts = screen.getByRole('region', { name: 'Notificaciones' });
    expect(toasts).toHaveTextContent(TOASTS.sectionNotFound.title);
    expect(toasts).toHaveTextContent(TOASTS.sectionNotFound.description);
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
