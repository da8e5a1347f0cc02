// Stands in for MUI's createThemeWithVars (webpack.config.ts swaps it in): the site's theme has
// no CSS variables and no colour schemes (app/theme.ts), so createTheme only ever takes its
// plain path, and the variables' machinery (some 17 KB of minified code) need not reach the
// browser. A theme that asked for it would fail at once, in the build's prerender.
export default function createThemeWithVars(): never {
  throw new Error('The theme asks for CSS variables, which this build leaves out (app/theme.ts).');
}
