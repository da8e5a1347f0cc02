import { describe, expect, it } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { withPageCodeSpies } from '../../testing/pageCode';
import { renderWithStore } from '../../testing/render';
import QuoteForm from './QuoteForm';

describe("<QuoteForm /> and /quote's code", () => {
  it("asks for /quote's code once the live form leaves the main thread idle, before any press", async () => {
    const { code, ui } = withPageCodeSpies(<QuoteForm />);
    renderWithStore(ui);
    // Not in the render: the form's first frame goes first.
    expect(code.quote).not.toHaveBeenCalled();
    await waitFor(() => expect(code.quote).toHaveBeenCalledTimes(1));
    expect(code.checkout).not.toHaveBeenCalled();
  });
});
