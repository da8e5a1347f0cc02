import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import FormField from './FormField';

function Message() {
  const [value, setValue] = useState('');
  return (
    <FormField
      id="message"
      name="message"
      label="Mensaje"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      multiline
      minRows={4}
      required
    />
  );
}

test('a multiline field is one plain text area of its rows, with no hidden copy to measure', async () => {
  const { container } = render(<Message />);
  const area = screen.getByRole('textbox', { name: /^Mensaje/ });
  // MUI's autosizing text area measures a hidden second one in a layout effect: a forced layout
  // of the whole page each time the field mounts. CSS sizes this one (FormField).
  expect(container.querySelectorAll('textarea')).toHaveLength(1);
  expect(area.tagName).toBe('TEXTAREA');
  expect(area).toHaveAttribute('rows', '4');
  expect(area).not.toHaveAttribute('type');
  expect(area).toBeRequired();
  await userEvent.type(area, 'Somos cuatro.{Enter}Viajamos en marzo.');
  expect(area).toHaveValue('Somos cuatro.\nViajamos en marzo.');
});
