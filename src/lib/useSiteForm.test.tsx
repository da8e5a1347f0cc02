import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { useHeldDuringPress } from './useSiteForm';

function Shown({ value }: { value: string }) {
  return <p>{useHeldDuringPress(value)}</p>;
}

describe('useHeldDuringPress', () => {
  it('holds the value from pointer down to pointer up, then shows the current one', async () => {
    const { rerender } = render(<Shown value="before" />);
    fireEvent.pointerDown(document.body);
    rerender(<Shown value="during" />);
    expect(screen.getByText('before')).toBeInTheDocument();

    fireEvent.pointerUp(document.body);
    // A frame after the release.
    expect(await screen.findByText('during')).toBeInTheDocument();
  });

  it('lets a cancelled press go too', async () => {
    const { rerender } = render(<Shown value="before" />);
    fireEvent.pointerDown(document.body);
    rerender(<Shown value="after" />);
    fireEvent.pointerCancel(document.body);
    expect(await screen.findByText('after')).toBeInTheDocument();
  });

  it('follows the value when nothing is pressed', () => {
    const { rerender } = render(<Shown value="one" />);
    rerender(<Shown value="two" />);
    expect(screen.getByText('two')).toBeInTheDocument();
  });
});
