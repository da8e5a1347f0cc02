// A link in running text or a bar, in its surroundings' colour, underlined on hover: what MUI's
// Link does with color="inherit", without its styles in the landing page's first load.
export const TEXT_LINK_SX = {
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
} as const;
