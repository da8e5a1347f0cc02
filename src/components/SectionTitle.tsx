import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A landing section's eyebrow, heading and lead, centred. */
export default function SectionTitle({
  eyebrow,
  title,
  lead,
  id,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  id?: string;
}) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 4, md: 6 } }}>
      <Typography
        component="p"
        sx={{
          color: 'secondary.main',
          fontWeight: 700,
          textTransform: 'uppercase',
          letterSpacing: 1,
          fontSize: '0.85rem',
          mb: 1,
        }}
      >
        {eyebrow}
      </Typography>
      <Typography variant="h2" id={id} sx={{ mb: lead ? 2 : 0 }}>
        {title}
      </Typography>
      {lead && <Typography sx={{ color: 'text.secondary', fontSize: '1.1rem' }}>{lead}</Typography>}
    </Box>
  );
}
