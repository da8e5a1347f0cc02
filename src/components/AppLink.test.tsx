import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import AppLink from './AppLink';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>Inicio</p>} />
        <Route path="/checkout" element={<AppLink to="/">Volver</AppLink>} />
      </Routes>
    </MemoryRouter>,
  );
}

test('is a real link to the route, and a click opens it inside the app', () => {
  renderAt('/checkout');
  const link = screen.getByRole('link', { name: 'Volver' });
  expect(link).toHaveAttribute('href', '/');
  fireEvent.click(link);
  expect(screen.getByText('Inicio')).toBeInTheDocument();
});

test('leaves a click with a modifier key to the browser (a new tab)', () => {
  renderAt('/checkout');
  fireEvent.click(screen.getByRole('link', { name: 'Volver' }), { ctrlKey: true });
  expect(screen.queryByText('Inicio')).not.toBeInTheDocument();
});

test('runs its own click handler first, which may keep the navigation from happening', () => {
  render(
    <MemoryRouter initialEntries={['/checkout']}>
      <Routes>
        <Route path="/" element={<p>Inicio</p>} />
        <Route
          path="/checkout"
          element={
            <AppLink to="/" onClick={(event) => event.preventDefault()}>
              Volver
            </AppLink>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'Volver' }));
  expect(screen.queryByText('Inicio')).not.toBeInTheDocument();
});
