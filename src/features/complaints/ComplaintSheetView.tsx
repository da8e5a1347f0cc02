import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { config } from '../../config';
import {
  ANSWER_WITHIN_BUSINESS_DAYS,
  formatFiledAt,
  type ComplaintSheet,
} from '../../domain/complaint';
import { OFFICE_ADDRESS } from '../../lib/company';

export const SHEET_HEADING_ID = 'complaint-sheet-title';

/** The sheet's rows, in the order of the form. */
const rowsOf = (sheet: ComplaintSheet): [string, string][] => [
  ['Código', sheet.complaint_code],
  ['Fecha', formatFiledAt(sheet.filed_at)],
  ['Proveedor', `${config.company.name}, RUC ${config.company.ruc}, ${OFFICE_ADDRESS}`],
  ['Nombres y apellidos', sheet.consumer_name],
  ['Documento', `${sheet.document_type} ${sheet.document_number}`],
  ['Domicilio', sheet.address],
  ['Teléfono', sheet.phone],
  ['Correo electrónico', sheet.user_email],
  ['Padre, madre o apoderado', sheet.guardian || 'No corresponde'],
  ['Servicio contratado', sheet.service],
  ['Monto reclamado', sheet.amount ? `US$ ${sheet.amount}` : 'No indicado'],
  ['Tipo', sheet.kind],
  ['Detalle', sheet.detail],
  ['Pedido', sheet.request],
];

/** A filed complaint as the consumer keeps it: every field, its code, what comes next. */
export default function ComplaintSheetView({ sheet }: { sheet: ComplaintSheet }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Where a screen reader and a keyboard continue once the sheet replaces the form.
  useEffect(() => heading.current?.focus(), [sheet]);
  return (
    <Box component="section" aria-labelledby={SHEET_HEADING_ID} sx={{ display: 'grid', gap: 2 }}>
      <Typography
        ref={heading}
        id={SHEET_HEADING_ID}
        tabIndex={-1}
        component="h3"
        variant="h6"
        sx={{ fontSize: '1.1rem' }}
      >
        Hoja de reclamación {sheet.complaint_code}
      </Typography>
      <Typography
        role="status"
        sx={{ p: 2, borderRadius: 2, bgcolor: '#ecfdf3', color: 'success.main', fontWeight: 600 }}
      >
        Recibimos tu {sheet.kind.toLowerCase()}. Te responderemos en un plazo máximo de{' '}
        {ANSWER_WITHIN_BUSINESS_DAYS} días hábiles al correo {sheet.user_email}, al que también
        enviamos esta hoja.
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1.25,
          gridTemplateColumns: { sm: 'max-content 1fr' },
          columnGap: 3,
        }}
      >
        {rowsOf(sheet).map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 600, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Presentar este reclamo no impide acudir a otras vías de solución de controversias ni
        presentar una denuncia ante el INDECOPI.
      </Typography>
    </Box>
  );
}
