import Box, { type BoxProps } from '@mui/material/Box';

/** The widest a column grows, from the breakpoint of the same name up (MUI's widths). */
const MAX_WIDTHS = { sm: { sm: 600 }, lg: { lg: 1200 } } as const;

type PageColumnProps = BoxProps & { size?: keyof typeof MAX_WIDTHS };

/**
 * The page's centred column, with MUI Container's gutters and widths: a Box with those rules
 * costs every first load none of Container's own code.
 */
export default function PageColumn({ size = 'lg', sx, ...box }: PageColumnProps) {
  return (
    <Box
      {...box}
      sx={[
        {
          width: '100%',
          mx: 'auto',
          boxSizing: 'border-box',
          px: { xs: 2, sm: 3 },
          maxWidth: MAX_WIDTHS[size],
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
