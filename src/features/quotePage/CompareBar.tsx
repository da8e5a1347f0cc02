import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { HIDDEN_IN_PRINT } from '../../components/print';
import { afterNextPaint, whenIdle } from '../../lib/scheduling';
import type { PricedPlan } from '../../domain/pricing';
import type { Quote } from '../../domain/quote';
import ComparisonDialog from './ComparisonDialog';
import { compareCleared, MAX_COMPARED, selectComparedPlans } from './planViewSlice';

// Above the bar's height (two rows at the narrowest), plus its margin. On a phone the bar is a
// round button above the WhatsApp button, in the room the page leaves beside a plan's price and
// 'Contratar' (components/whatsAppRoom.ts): it covers nothing the buyer reads or taps to buy, at
// any scroll, and needs no room of its own.
const BAR_ROOM = { xs: 0, sm: 160 };
const ROUND_ON_A_PHONE = { xs: 'none', sm: 'inline' } as const;
const ONLY_ON_A_PHONE = { xs: 'inline-flex', sm: 'none' } as const;

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
          <GlobalStyles
            styles={(theme) => ({
              [theme.breakpoints.up('sm')]: { html: { scrollPaddingBottom: BAR_ROOM.sm } },
            })}
          />
          <Box aria-hidden="true" sx={{ height: BAR_ROOM, ...HIDDEN_IN_PRINT }} />
          <Paper
            elevation={8}
            component="section"
            aria-label="Planes para comparar"
            sx={{
              position: 'fixed',
              zIndex: 'appBar',
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              // A phone: round, as wide as the WhatsApp button and 16 px above it. A wider
              // screen: a bar along the bottom, leaving the WhatsApp button its room.
              left: { sm: 16 },
              right: { xs: 16, sm: 80 },
              bottom: { xs: 88, sm: 16 },
              borderRadius: { xs: '50%', sm: 1 },
              p: { sm: 1.5 },
              flexWrap: 'wrap',
              maxWidth: { sm: 720 },
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
            <Typography variant="body2" sx={{ flex: '1 1 auto', display: ROUND_ON_A_PHONE }}>
              {plans.map((plan) => plan.productName).join(', ')}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {' '}
                ({plans.length} de {MAX_COMPARED})
              </Box>
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, ml: 'auto', '& button': { whiteSpace: 'nowrap' } }}>
              <Button
                size="small"
                sx={{ display: ROUND_ON_A_PHONE }}
                onClick={() => dispatch(compareCleared())}
              >
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
                // Its name whether it shows its words or, on a phone, a sign and the count.
                aria-label={`Comparar (${plans.length})`}
                sx={{
                  '&[aria-busy="true"]': { opacity: 0.7, cursor: 'progress' },
                  width: { xs: 56, sm: 'auto' },
                  height: { xs: 56, sm: 'auto' },
                  minWidth: { xs: 0 },
                  borderRadius: { xs: '50%', sm: 1 },
                }}
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
                <CompareArrowsIcon sx={{ display: ONLY_ON_A_PHONE }} />
                <Box component="span" sx={{ display: ROUND_ON_A_PHONE }}>
                  Comparar ({plans.length})
                </Box>
                <Box
                  component="span"
                  sx={{
                    display: ONLY_ON_A_PHONE,
                    position: 'absolute',
                    top: -4,
                    right: -4,
                    minWidth: 22,
                    height: 22,
                    px: 0.5,
                    borderRadius: 11,
                    justifyContent: 'center',
                    alignItems: 'center',
                    bgcolor: 'secondary.main',
                    color: 'secondary.contrastText',
                    fontSize: '0.8125rem',
                    fontWeight: 700,
                  }}
                >
                  {plans.length}
                </Box>
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
