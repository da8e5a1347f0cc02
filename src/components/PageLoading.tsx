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
      {/* Only turning, a transform the compositor runs alone: the default arc that grows and
          shrinks restyles and repaints on the main thread every frame, 3 s of the search screen
          at 60 frames a second while the plans' code comes and runs. */}
      <CircularProgress disableShrink aria-hidden="true" />
      <Typography>{message}</Typography>
    </Box>
  );
}
