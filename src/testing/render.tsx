import type { UnknownAction } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, parsePath, Route, Routes, useLocation } from 'react-router-dom';
import AppProviders from '../app/AppProviders';
import { storeWithStorage } from './store';

/** Shows the current path, so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** Renders with a fresh store, the theme and a router at `path` (with the router's `state`). */
export function renderWithStore(
  ui: ReactElement,
  {
    path = '/',
    routePath = parsePath(path).pathname ?? path,
    state,
    fakeTimers = false,
    actions = [],
  }: {
    path?: string;
    routePath?: string;
    state?: unknown;
    fakeTimers?: boolean;
    actions?: UnknownAction[];
  } = {},
) {
  const { store, persistor } = storeWithStorage();
  // The state the page finds when it opens, as if the visitor had got there through the site.
  actions.forEach((action) => store.dispatch(action));
  // No pause between simulated keys and clicks: a test's speed must not hang on timers.
  const user = userEvent.setup(
    fakeTimers
      ? { delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) }
      : { delay: null, pointerEventsCheck: 0 },
  );
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[{ ...parsePath(path), state }]}>
        <Routes>
          <Route path={routePath} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, store, persistor, user };
}
