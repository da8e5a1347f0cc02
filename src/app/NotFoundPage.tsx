import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AppLink from '../components/AppLink';
import SiteBar from '../components/SiteBar';
import PageColumn from '../components/PageColumn';

export default function NotFoundPage() {
  return (
    <>
      <SiteBar />
      <PageColumn component="main" size="sm" sx={{ py: 12, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Página no encontrada
        </Typography>
        <Typography sx={{ mb: 4 }}>
          La dirección que buscas no existe. Vuelve al inicio para cotizar tu seguro de viaje.
        </Typography>
        <Button component={AppLink} to="/" variant="contained" size="large">
          Ir al inicio
        </Button>
      </PageColumn>
    </>
  );
}
