import { describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { renderWithStore } from '../../testing/render';
import QuoteForm from './QuoteForm';

const mockSchemaRun = jest.fn();
jest.mock('./quoteSchema', () => {
  mockSchemaRun();
  return jest.requireActual('./quoteSchema');
});

describe('<QuoteForm /> and its schema', () => {
  it('fetches the schema once the live form leaves the main thread idle, before any check', async () => {
    renderWithStore(<QuoteForm />);
    // Not in the render: the form's first frame goes first.
    expect(mockSchemaRun).not.toHaveBeenCalled();
    await waitFor(() => expect(mockSchemaRun).toHaveBeenCalledTimes(1));
  });
});
