// Stands in for MUI's TouchRipple (webpack.config.ts swaps it in): the theme turns every ripple
// off (app/theme.ts), so ButtonBase never renders one, and its component, keyframes and
// TransitionGroup need not reach the browser.
export default function NoTouchRipple(): null {
  return null;
}
