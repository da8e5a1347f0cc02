import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BRAND_NAME } from '../lib/brand';

/** The shield mark and the brand name; decorative mark, readable name. */
export default function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="svg"
        viewBox="0 0 64 64"
        aria-hidden="true"
        sx={{ width: 36, height: 36, flexShrink: 0 }}
      >
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#0b4f8a'} />
        <path
          d="M32 12l18 7v12c0 11-7.7 19.4-18 22-10.3-2.6-18-11-18-22V19z"
          fill={inverted ? '#0b4f8a' : '#ffffff'}
        />
        <path
          d="M24 33l6 6 11-12"
          fill="none"
          stroke="#0f766e"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </Box>
      <Typography
        component="span"
        sx={{
          fontWeight: 800,
          fontSize: '1.2rem',
          color: inverted ? '#fff' : 'primary.dark',
          // On a narrow phone, beside the bar's Libro de Reclamaciones, the name takes two lines.
          whiteSpace: { xs: 'normal', sm: 'nowrap' },
          lineHeight: 1.15,
        }}
      >
        {BRAND_NAME}
      </Typography>
    </Box>
  );
}
