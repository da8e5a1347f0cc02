import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One label and value of a summary list; goes inside a `<dl>`. */
export default function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      {/* The label stays whole; a long value wraps beside it. */}
      <Typography component="dt" sx={{ color: 'text.secondary', flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
        {value}
      </Typography>
    </Box>
  );
}
