import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { HIDDEN_IN_PRINT } from '../../components/print';
import Price from '../../components/Price';
import type { PriceBreakdown } from '../../domain/pricing';
import { basisText, factorText, roundingText } from './priceDetailText';

interface PriceDetailsProps {
  productName: string;
  breakdown: PriceBreakdown;
}

/** 'Ver detalle del precio': one line per traveller, then the total and its rounding. */
export default function PriceDetails({ productName, breakdown }: PriceDetailsProps) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <Box sx={{ textAlign: 'left', flex: '1 1 18rem', maxWidth: { md: 560 } }}>
      <Button
        size="small"
        onClick={() => setOpen((shown) => !shown)}
        aria-expanded={open}
        aria-controls={regionId}
        endIcon={
          <ExpandMoreIcon
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        }
        sx={{ px: 0.5, ...HIDDEN_IN_PRINT }}
      >
        Ver detalle del precio
      </Button>
      {open && (
        <Box id={regionId} sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Tarifa: {basisText(breakdown)}
          </Typography>
          <Table size="small" sx={{ '& th, & td': { px: 1 } }}>
            <caption>Detalle del precio de {productName}</caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Viajero
                </TableCell>
                <TableCell component="th" scope="col">
                  Edad
                </TableCell>
                <TableCell component="th" scope="col">
                  Factor
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Subtotal
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {breakdown.travellers.map((line) => (
                <TableRow key={line.traveller}>
                  <TableCell component="th" scope="row">
                    {line.traveller}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.age} años</TableCell>
                  <TableCell>{factorText(line.factor)}</TableCell>
                  <TableCell align="right">
                    <Price dollars={line.subtotal} exact />
                  </TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                  Total
                </TableCell>
                <TableCell colSpan={3} align="right" sx={{ fontWeight: 700 }}>
                  {roundingText(breakdown)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
