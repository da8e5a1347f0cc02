import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { EmergencyContact } from '../../domain/emergencyContacts';

const HEADING_ID = 'my-cover-what-to-do';

/**
 * What a traveller does when they need assistance, so that the claim is not refused: call the
 * insurer's centre first, keep every paper, and claim soon, with what the conditions ask (their
 * deadline is theirs to say, never ours).
 */
export default function WhatToDoInAnEmergency({ contact }: { contact: EmergencyContact }) {
  return (
    <Box component="section" aria-labelledby={HEADING_ID} sx={{ mt: 3 }}>
      <Typography variant="h3" id={HEADING_ID} sx={{ fontSize: '1.05rem', mb: 1 }}>
        Qué hacer si necesitas asistencia
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
        <li>
          <strong>Llama primero a la central de {contact.insurer}</strong> ({contact.phone}), antes
          de ir a una clínica o pagar una atención: ellos te indican dónde atenderte y autorizan el
          gasto. Si pagas sin llamar, el reembolso puede ser rechazado.
        </li>
        <li>
          <strong>Guarda todos los comprobantes</strong>: facturas y recibos originales, informes
          médicos, recetas y, si te roban o pierden el equipaje, la denuncia policial o el reporte
          de la aerolínea.
        </li>
        <li>
          <strong>Presenta tu reclamo cuanto antes</strong>: el plazo para hacerlo y lo que se pide
          los fijan las condiciones de tu producto; revísalas o consulta a un asesor. Suele pedirse:
          <Box component="ul" sx={{ mt: 0.5, mb: 0, pl: 2.5 }}>
            {contact.claimDocuments.map((document) => (
              <li key={document}>{document}</li>
            ))}
          </Box>
        </li>
      </Box>
    </Box>
  );
}
