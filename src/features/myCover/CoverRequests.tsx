import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { HIDDEN_IN_PRINT } from '../../components/print';
import { TEXT_LINK_SX } from '../../components/textLink';
import type { CoverRequest } from '../../domain/coverRequest';
import {
  coverFirstDay,
  lastDayToAsk,
  requestsOffered,
  sentText,
} from '../../domain/coverRequestTerms';
import { formatCalendarDate } from '../../domain/dates';
import { replacedByCancellation } from '../../domain/purchaseStanding';
import type { CodedPurchase } from '../../domain/purchase';
import { displayPhone, EXTERNAL_LINK, phoneHref, whatsAppLink } from '../../lib/contactLinks';
import { formatPrice } from '../../lib/prices';
import { selectRequestSends, type SendStatus } from '../checkout/purchaseSlice';
import { makeCoverRequest, sendCoverRequest } from './coverRequests';
import DateChangeRequest from './DateChangeRequest';

const HEADING_ID = 'my-cover-requests';

const KIND_LABELS: Record<CoverRequest['kind'], string> = {
  anulacion: 'Anulación',
  cambio_fechas: 'Cambio de fechas',
};

/** What the request is, then where it is: sent (and when), under way, or refused. */
function RequestState({
  request,
  replaced,
  status,
  onSendAgain,
}: {
  request: CoverRequest;
  /** A change of dates that a cancellation asked later replaces. */
  replaced: boolean;
  status: Exclude<SendStatus, 'sent'> | undefined;
  onSendAgain: () => void;
}) {
  const what =
    request.kind === 'cambio_fechas'
      ? `${KIND_LABELS[request.kind]}: del ${formatCalendarDate(request.departureDate)} al ${formatCalendarDate(request.returnDate)}, nuevo total ${formatPrice(request.total)}`
      : KIND_LABELS[request.kind];
  const state = !request.unsent
    ? sentText(request, replaced)
    : status === 'offline'
      ? 'Sin conexión: la enviaremos en cuanto vuelva la conexión. Está guardada en este dispositivo'
      : status === 'failed' || status === undefined
        ? 'No pudimos enviarla. Está guardada en este dispositivo'
        : 'Enviando…';
  const refused = request.unsent && (status === 'failed' || status === undefined);
  return (
    <Box component="li" sx={{ mb: 1 }}>
      <strong>{what}.</strong> {state}.
      {refused && (
        <Box sx={{ mt: 0.5, ...HIDDEN_IN_PRINT }}>
          <Button size="small" variant="outlined" onClick={onSendAgain}>
            Enviar de nuevo
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** How to reach an adviser, for what the site does not do itself. */
function AdviserLinks({ code }: { code: string }) {
  return (
    <>
      por WhatsApp (
      <Box
        component="a"
        href={whatsAppLink(`Hola, tengo la compra ${code} y necesito ayuda con ella.`)}
        {...EXTERNAL_LINK}
        sx={{ ...TEXT_LINK_SX, textDecoration: 'underline', fontWeight: 700 }}
      >
        escribir a un asesor
      </Box>
      ) o al{' '}
      <Box
        component="a"
        href={phoneHref()}
        sx={{ ...TEXT_LINK_SX, textDecoration: 'underline', fontWeight: 700 }}
      >
        {displayPhone()}
      </Box>
    </>
  );
}

type Step = 'choices' | 'cancel' | 'dates';

/**
 * 'Cambios y anulación': before the cover's first day (Lima time), the buyer may ask to cancel
 * the purchase or, for a per-day trip, to move its dates; each request is kept with the purchase
 * and sent to sales, and its state shown. From the first day on, or once cancelling is asked,
 * the page says to talk to an adviser. Nothing is cancelled, changed or refunded here.
 */
export default function CoverRequests({ purchase, now }: { purchase: CodedPurchase; now: Date }) {
  const dispatch = useAppDispatch();
  const sends = useAppSelector(selectRequestSends);
  const [step, setStep] = useState<Step>('choices');
  const choices = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const requests = purchase.requests ?? [];
  const offered = requestsOffered(purchase, now);
  const firstDay = formatCalendarDate(coverFirstDay(purchase));

  /**
   * Back to the choices, the focus on the button that opened the step (WAI-ARIA's dialog
   * pattern); on the section's heading when no choice is left (cancelling was asked).
   */
  const backToChoices = () => {
    const opener = step;
    setStep('choices');
    requestAnimationFrame(() => {
      const button = choices.current?.querySelector<HTMLElement>(`[data-step="${opener}"]`);
      (button ?? heading.current)?.focus();
    });
  };
  const request = (made: CoverRequest) => {
    void dispatch(makeCoverRequest(made));
    backToChoices();
  };

  return (
    <Box component="section" aria-labelledby={HEADING_ID} sx={{ mt: 3 }}>
      <Typography
        variant="h3"
        id={HEADING_ID}
        ref={heading}
        tabIndex={-1}
        sx={{ fontSize: '1.05rem', mb: 1 }}
      >
        Cambios y anulación
      </Typography>
      {requests.length > 0 && (
        <Box component="ul" aria-live="polite" sx={{ mt: 0, mb: 1.5, pl: 3 }}>
          {requests.map((made, index) => (
            <RequestState
              key={index}
              request={made}
              replaced={replacedByCancellation(made, requests)}
              status={sends[index]}
              onSendAgain={() => void dispatch(sendCoverRequest(index))}
            />
          ))}
        </Box>
      )}
      {!offered.cancel && !offered.changeDates ? (
        <Typography>
          {requests.some((made) => made.kind === 'anulacion')
            ? 'Ya pediste anular esta compra. '
            : `Tu cobertura empezó el ${firstDay}: desde ese día ya no puedes pedir aquí su anulación ni un cambio de fechas. `}
          Para cualquier cambio, habla con un asesor <AdviserLinks code={purchase.code} />.
        </Typography>
      ) : step === 'cancel' ? (
        <Box
          role="group"
          aria-labelledby="cancel-request-title"
          sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
        >
          <Typography id="cancel-request-title" sx={{ fontWeight: 700, mb: 1 }}>
            ¿Solicitar la anulación de la compra {purchase.code}?
          </Typography>
          <Typography sx={{ mb: 2 }}>
            Enviaremos tu solicitud a nuestro equipo. Un asesor te confirmará por correo si procede
            y cómo; enviarla no anula ni reembolsa nada por sí sola.
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="contained"
              autoFocus
              onClick={() => request({ kind: 'anulacion', sentAt: new Date().toISOString() })}
            >
              Sí, solicitar anulación
            </Button>
            <Button onClick={backToChoices}>Volver</Button>
          </Box>
        </Box>
      ) : step === 'dates' ? (
        <DateChangeRequest
          purchase={purchase}
          onRequest={(dates, total) =>
            request({
              kind: 'cambio_fechas',
              sentAt: new Date().toISOString(),
              ...dates,
              total,
            })
          }
          onBack={backToChoices}
        />
      ) : (
        <>
          <Typography sx={{ mb: 1.5 }}>
            Hasta el {formatCalendarDate(lastDayToAsk(purchase))}, el día antes de que empiece tu
            cobertura, puedes pedir su anulación
            {offered.changeDates ? ' o un cambio de fechas' : ''}. Un asesor revisa cada solicitud y
            te responde por correo: enviarla no anula, cambia ni reembolsa nada por sí sola.
          </Typography>
          <Box ref={choices} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ...HIDDEN_IN_PRINT }}>
            {offered.changeDates && (
              <Button variant="outlined" data-step="dates" onClick={() => setStep('dates')}>
                Solicitar cambio de fechas
              </Button>
            )}
            <Button
              variant="outlined"
              color="error"
              data-step="cancel"
              onClick={() => setStep('cancel')}
            >
              Solicitar anulación
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
