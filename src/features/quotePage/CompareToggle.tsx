import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { HIDDEN_IN_PRINT } from '../../components/print';
import type { ProductName } from '../../domain/catalogue';
import {
  compareToggled,
  MAX_COMPARED,
  selectCompareIsFull,
  selectIsCompared,
} from './planViewSlice';

/** The card's 'Comparar' tick; past the limit it stays clear and says why. */
export default function CompareToggle({ productName }: { productName: ProductName }) {
  const dispatch = useAppDispatch();
  const compared = useAppSelector((state) => selectIsCompared(state, productName));
  const full = useAppSelector(selectCompareIsFull);
  const [refused, setRefused] = useState(false);
  const messageId = useId();
  const showRefusal = refused && full && !compared;

  const toggle = () => {
    setRefused(!compared && full);
    dispatch(compareToggled(productName));
  };

  return (
    <Box sx={HIDDEN_IN_PRINT}>
      <FormControlLabel
        label="Comparar"
        control={
          <Checkbox
            checked={compared}
            onChange={toggle}
            slotProps={{
              input: {
                'aria-label': `Comparar ${productName}`,
                'aria-describedby': showRefusal ? messageId : undefined,
              },
            }}
          />
        }
      />
      <Typography id={messageId} role="status" variant="body2" sx={{ fontWeight: 600 }}>
        {showRefusal &&
          `Puedes comparar hasta ${MAX_COMPARED} planes. Quita uno para añadir ${productName}.`}
      </Typography>
    </Box>
  );
}
