import { expect, jest, test } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { fieldRenders, fieldsDrawnAgain } from '../../testing/countedFormField';
import { renderWithStore } from '../../testing/render';
import ComplaintForm from './ComplaintForm';

jest.mock('../../components/FormField', () => jest.requireActual('../../testing/countedFormField'));

test('a key pressed in one field draws that field again, not the rest of the sheet', async () => {
  renderWithStore(<ComplaintForm service="" onFiled={() => undefined} />);
  const before = { ...fieldRenders };
  expect(Object.keys(before).length).toBeGreaterThan(8);
  await act(async () => {
    fireEvent.change(screen.getByLabelText(/^Domicilio/), { target: { value: 'J' } });
  });
  expect(fieldRenders.address).toBeGreaterThan(before.address!);
  expect(fieldsDrawnAgain(before, 'address')).toEqual([]);
});
