import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Shown while a page's code or data is on its way. */
export default function PageLoading({ message = 'Cargando…' }: { message?: string }) {
  return (
    <Box
      role="status"
      sx={{
        minHeight: '70vh',
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography>{message}</Typography>
    </Box>
  );
}
