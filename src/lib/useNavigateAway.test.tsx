import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useNavigateAway } from './useNavigateAway';

/** A button and a field that leave the page; records what had the focus as the route changed. */
function Leave() {
  const navigateAway = useNavigateAway();
  const leave = () => {
    navigateAway('/next');
    document.body.dataset.focusedAtLeave = document.activeElement?.tagName;
  };
  return (
    <>
      <button onClick={leave}>Seguir</button>
      <input aria-label="Edad" onKeyDown={(event) => event.key === 'Enter' && leave()} />
    </>
  );
}

function renderLeave() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<Leave />} />
        <Route path="/next" element={<p>Siguiente página</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useNavigateAway', () => {
  it('takes the focus off the pressed button, then moves to the page', async () => {
    renderLeave();
    await userEvent.click(screen.getByRole('button', { name: 'Seguir' }));
    expect(await screen.findByText('Siguiente página')).toBeInTheDocument();
    expect(document.body.dataset.focusedAtLeave).toBe('BODY');
  });

  it('leaves the focus on a field sent with Enter, whose blur would check the form', async () => {
    renderLeave();
    await userEvent.type(screen.getByLabelText('Edad'), '45{Enter}');
    expect(await screen.findByText('Siguiente página')).toBeInTheDocument();
    expect(document.body.dataset.focusedAtLeave).toBe('INPUT');
  });
});
