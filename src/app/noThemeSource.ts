// Stands in for MUI's stringifyTheme (webpack.config.ts swaps it in): it writes a theme out as
// source code for Pigment CSS's build, which this site does not use; the browser never calls it.
export function stringifyTheme(): never {
  throw new Error('The theme is never written out as source in this build (app/theme.ts).');
}
