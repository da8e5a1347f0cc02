import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { HIDDEN_IN_PRINT } from '../../components/print';
import { afterNextPaint, whenIdle } from '../../lib/scheduling';
import type { PricedPlan } from '../../domain/pricing';
import type { Quote } from '../../domain/quote';
import ComparisonDialog from './ComparisonDialog';
import { compareCleared, MAX_COMPARED, selectComparedPlans } from './planViewSlice';

// Above the bar's height at any width (two rows on a phone), plus its margin.
const BAR_ROOM = 160;

interface CompareBarProps {
  quote: Quote;
  onChoose: (plan: PricedPlan) => void;
}

/** Shows once a plan is ticked: 'Comparar (N)' opens the plans side by side. */
export default function CompareBar({ quote, onChoose }: CompareBarProps) {
  const dispatch = useAppDispatch();
  const plans = useAppSelector(selectComparedPlans);
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  // The closed dialog is made once a comparison begins (the bar shows), at the next idle
  // moment, and kept: made by the tap, its elements and first styles
  // came in the tap's frame, a third of it on a phone; made with the plans, its commit was a
  // long task for every visitor, most of whom never compare. Made as a transition, its render
  // yields to whatever comes meanwhile.
  const comparing = plans.length > 0;
  const [dialogPrepared, setDialogPrepared] = useState(false);
  useEffect(
    () =>
      comparing && !dialogPrepared
        ? whenIdle(() => startTransition(() => setDialogPrepared(true)))
        : undefined,
    [comparing, dialogPrepared],
  );

  // The dialog keeps its place in the tree whether the bar shows or not: it is never made again.
  return (
    <>
      {comparing && (
        <>
          {/* Whatever gets focus or is scrolled to stays clear of the bar, the last card too. */}
          <GlobalStyles styles={{ html: { scrollPaddingBottom: BAR_ROOM } }} />
          <Box aria-hidden="true" sx={{ height: BAR_ROOM, ...HIDDEN_IN_PRINT }} />
          <Paper
            elevation={8}
            component="section"
            aria-label="Planes para comparar"
            sx={{
              position: 'fixed',
              left: 16,
              // Leaves room for the floating WhatsApp button on the right.
              right: 80,
              bottom: 16,
              zIndex: 'appBar',
              p: 1.5,
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
              maxWidth: 720,
              mx: { md: 'auto' },
              ...HIDDEN_IN_PRINT,
            }}
          >
            {/* While the dialog comes, a line along the bar's top says it is on its way: plainer
            than the dimmed button, which Chromium (the whole browser, headless) did not even
            count as the tap's paint: Event Timing put the tap's answer at the dialog itself; with
            the line, the click's own frame shows it. It sits over the bar's
            edge, moving nothing. */}
            {opening && (
              <LinearProgress
                aria-hidden="true"
                sx={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  borderRadius: '4px 4px 0 0',
                }}
              />
            )}
            <Typography variant="body2" sx={{ flex: { xs: '1 1 100%', sm: '1 1 auto' } }}>
              {plans.map((plan) => plan.productName).join(', ')}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {' '}
                ({plans.length} de {MAX_COMPARED})
              </Box>
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, ml: 'auto', '& button': { whiteSpace: 'nowrap' } }}>
              <Button size="small" onClick={() => dispatch(compareCleared())}>
                Quitar todos
              </Button>
              <Button
                variant="contained"
                size="small"
                // The button shows at once that it is at work, painted before the dialog's render
                // starts (its commit holds the main thread for a while: begun in the same task, it
                // kept the busy look off the screen until the dialog came). The dialog is drawn in
                // slices, the table a few frames after it. Not MUI's `loading`, which disables the
                // button: the focus would leave it and not come back when the dialog closes.
                aria-busy={opening || undefined}
                sx={{ '&[aria-busy="true"]': { opacity: 0.7, cursor: 'progress' } }}
                onClick={() => {
                  setOpening(true);
                  afterNextPaint(() =>
                    startTransition(() => {
                      setOpen(true);
                      setOpening(false);
                    }),
                  );
                }}
              >
                Comparar ({plans.length})
              </Button>
            </Box>
          </Paper>
        </>
      )}
      <ComparisonDialog
        open={open}
        kept={dialogPrepared}
        onClose={close}
        plans={plans}
        quote={quote}
        onChoose={onChoose}
      />
    </>
  );
}
