/**
 * A block's content height (inside its padding) in px, from each breakpoint up: as a phone (xs)
 * lays it out, and where wider screens change it.
 */
export type HeightEstimate = { xs: number } & Partial<Record<'sm' | 'md', number>>;

/**
 * Styles a block that the browser lays out and paints only near the screen
 * (`content-visibility: auto`): a page's first frame, or a client-side visit to it, costs what
 * is in view. Its text stays in the page, found by screen readers, search and find-in-page; it
 * keeps `estimate`'s room until it has been drawn once, then its last real height. Only for
 * what no anchor lies below: a link to `#id` scrolls by the estimates of the blocks above `id`
 * that are not drawn yet, and the browser does not correct it once they are.
 */
export const drawnNearTheScreen = (estimate: HeightEstimate) =>
  ({
    contentVisibility: 'auto',
    containIntrinsicSize: Object.fromEntries(
      Object.entries(estimate).map(([breakpoint, px]) => [breakpoint, `auto ${px}px`]),
    ),
  }) as const;
