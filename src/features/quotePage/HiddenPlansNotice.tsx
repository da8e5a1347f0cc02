import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useAppSelector } from '../../store/hooks';
import { selectHiddenPlans } from './planViewSlice';

/** Says which plans the travellers' ages leave out, and the rule behind each. */
export default function HiddenPlansNotice() {
  const hidden = useAppSelector(selectHiddenPlans);
  if (hidden.length === 0) return null;
  return (
    <Alert severity="info" role="note" sx={{ mb: 3 }}>
      <AlertTitle>
        {hidden.length === 1 ? 'Un plan no se muestra' : `${hidden.length} planes no se muestran`}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {hidden.map((plan) => (
          <li key={plan.productName}>{plan.reason}.</li>
        ))}
      </Box>
    </Alert>
  );
}
