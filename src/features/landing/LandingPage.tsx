import Typography from '@mui/material/Typography';

export default function LandingPage() {
  return (
    <main>
      <Typography variant="h1">Compara y Ahorra en tu Seguro de Viaje</Typography>
    </main>
  );
}
