import { expect, jest, test } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import type { FormFieldProps } from '../../components/FormField';
import { renderWithStore } from '../../testing/render';
import ComplaintForm from './ComplaintForm';

// Each field's renders, counted behind the same memo as the real FormField's.
const renders: Record<string, number> = {};
jest.mock('../../components/FormField', () => {
  const { createElement, memo } = jest.requireActual<typeof import('react')>('react');
  const Field = jest.requireActual<typeof import('../../components/FormField')>(
    '../../components/FormField',
  ).default;
  return {
    __esModule: true,
    default: memo(function CountedField(props: FormFieldProps) {
      renders[props.name] = (renders[props.name] ?? 0) + 1;
      return createElement(Field, props);
    }),
  };
});

test('a key pressed in one field draws that field again, not the rest of the sheet', async () => {
  renderWithStore(<ComplaintForm service="" onFiled={() => undefined} />);
  const before = { ...renders };
  await act(async () => {
    fireEvent.change(screen.getByLabelText(/^Domicilio/), { target: { value: 'J' } });
  });
  expect(renders.address).toBeGreaterThan(before.address!);
  const others = Object.keys(before).filter((name) => name !== 'address');
  expect(others.length).toBeGreaterThan(8);
  for (const name of others) expect([name, renders[name]]).toEqual([name, before[name]]);
});
