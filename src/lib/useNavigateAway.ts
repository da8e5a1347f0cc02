import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Moves to another page of the app, letting go of the focus first when a button or link has it.
 * The control pressed leaves with its page, and removing the element that has the focus makes
 * the browser work out the whole page's style at once, in the middle of the next page's commit:
 * a visible part of a phone's frame. A field sent with Enter keeps it: its blur would have
 * the form check itself, which costs more. The next page's heading takes the focus as it comes
 * (PageHeading).
 */
export function useNavigateAway(): (to: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (to: string) => {
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && focused.matches('button, a')) focused.blur();
      void navigate(to);
    },
    [navigate],
  );
}
