import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import SiteBar from '../components/SiteBar';

export default function NotFoundPage() {
  return (
    <>
      <SiteBar />
      <Container component="main" maxWidth="sm" sx={{ py: 12, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Página no encontrada
        </Typography>
        <Typography sx={{ mb: 4 }}>
          La dirección que buscas no existe. Vuelve al inicio para cotizar tu seguro de viaje.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" size="large">
          Ir al inicio
        </Button>
      </Container>
    </>
  );
}
