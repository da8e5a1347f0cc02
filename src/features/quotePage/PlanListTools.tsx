import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ChangeEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import FormField from '../../components/FormField';
import { HIDDEN_IN_PRINT } from '../../components/print';
import { localToday } from '../../domain/dates';
import type { Quote } from '../../domain/quote';
import { EXTERNAL_LINK, whatsAppLink } from '../../lib/contactLinks';
import { orderChosen, selectOrderedPlans, selectPlanOrder, type PlanOrder } from './planViewSlice';
import { quoteShareText } from './quoteShareText';
import ShareQuoteButton from './ShareQuoteButton';

const ORDERS: Record<PlanOrder, string> = {
  coverage: 'Mayor cobertura',
  price: 'Menor precio',
};

/** Above the plans: 'Ordenar por', sending the quote by WhatsApp, and sharing its link. */
export default function PlanListTools({ quote }: { quote: Quote }) {
  const dispatch = useAppDispatch();
  const order = useAppSelector(selectPlanOrder);
  const plans = useAppSelector(selectOrderedPlans);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
        mb: 3,
        ...HIDDEN_IN_PRINT,
      }}
    >
      <FormField
        id="plan-order"
        name="order"
        label="Ordenar por"
        value={order}
        onChange={(event: ChangeEvent<HTMLSelectElement>) =>
          dispatch(orderChosen(event.target.value as PlanOrder))
        }
        options={Object.entries(ORDERS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
        sx={{ maxWidth: 240 }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          component="a"
          href={whatsAppLink(quoteShareText(quote, plans, localToday()))}
          {...EXTERNAL_LINK}
          variant="outlined"
          color="success"
          startIcon={<WhatsAppIcon />}
          aria-label="Enviar por WhatsApp (se abre en una pestaña nueva)"
        >
          Enviar por WhatsApp
        </Button>
        <ShareQuoteButton quote={quote} />
      </Box>
    </Box>
  );
}
