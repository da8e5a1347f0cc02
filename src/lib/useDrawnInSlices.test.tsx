import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useDrawnInSlices } from './useDrawnInSlices';

/** Notes the count of every commit, as the browser would draw it. */
function Counted({ total, first, commits }: { total: number; first: number; commits: number[] }) {
  const drawn = useDrawnInSlices(total, first);
  useLayoutEffect(() => {
    commits.push(drawn);
  });
  return <p>{drawn}</p>;
}

describe('useDrawnInSlices', () => {
  it('draws the first items at once, then one more in each commit, up to all', () => {
    const commits: number[] = [];
    render(<Counted total={8} first={2} commits={commits} />);
    expect(commits).toEqual([2, 3, 4, 5, 6, 7, 8]);
  });

  it('never draws more than there are', () => {
    const commits: number[] = [];
    const { rerender } = render(<Counted total={1} first={2} commits={commits} />);
    rerender(<Counted total={0} first={2} commits={commits} />);
    expect(commits).toEqual([1, 0]);
  });
});
