import { describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { PageCodeContext } from '../../lib/pageCode';
import { renderWithStore } from '../../testing/render';
import QuoteForm from './QuoteForm';

describe("<QuoteForm /> and /quote's code", () => {
  it("asks for /quote's code once the live form leaves the main thread idle, before any press", async () => {
    const quote = jest.fn(async () => undefined);
    const checkout = jest.fn(async () => undefined);
    renderWithStore(
      <PageCodeContext value={{ quote, checkout }}>
        <QuoteForm />
      </PageCodeContext>,
    );
    // Not in the render: the form's first frame goes first.
    expect(quote).not.toHaveBeenCalled();
    await waitFor(() => expect(quote).toHaveBeenCalledTimes(1));
    expect(checkout).not.toHaveBeenCalled();
  });
});
