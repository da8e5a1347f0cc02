import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { config } from '../../config';
import { PRICING_INSURER } from '../../domain/catalogue';
import { formatCalendarDate } from '../../domain/dates';
import { emergencyContactOf } from '../../domain/emergencyContacts';
import { exchangeRateText, formatDollars, formatEuros } from '../../domain/money';
import { coverPeriod, purchaseDay } from '../../domain/coverPeriod';
import type { CodedPurchase } from '../../domain/purchase';
import { SCHENGEN_DESTINATION } from '../../domain/euroRate';
import { inEuros } from '../../lib/euros';
import { DOC_TYPE_LABELS, fullName, type DocType } from '../../domain/traveller';
import { shownDocument } from '../../domain/travellerDocument';
import { useShownPhone } from '../../lib/useShownPhone';
import {
  purchasePaymentLines,
  purchaseRate,
  purchaseTotalSoles,
  purchaseTotalText,
} from '../../lib/purchasePayment';
import Bilingual from './Bilingual';
import PagoEfectivoCode from './PagoEfectivoCode';
import PurchaseStandingNote from './PurchaseStandingNote';
import { purchaseStanding } from '../../domain/purchaseStanding';

// The 'Constancia de cobertura': the purchase as a border officer or a consulate reads it, in
// Spanish with English beside it, on one A4 page for a family of four.

/** The spec's destinations as an English reader knows them. */
const DESTINATIONS_IN_ENGLISH: Record<string, string> = {
  'Estados Unidos': 'United States',
  Europa: 'Europe',
  Asia: 'Asia',
  Sudamérica: 'South America',
  Centroamérica: 'Central America',
  Canadá: 'Canada',
  Australia: 'Australia',
  África: 'Africa',
  Oceanía: 'Oceania',
  'Todo el mundo': 'Worldwide',
};

const DOC_TYPES_IN_ENGLISH: Record<DocType, string> = {
  DNI: 'Peruvian national ID',
  PASSPORT: 'Passport',
  CE: 'Foreign resident card',
};

export const SIMULATED_PURCHASE = {
  es: 'Compra simulada: este documento no tiene validez',
  en: 'Simulated purchase: not a valid document',
};

function Row({ es, en, value }: { es: string; en: string; value: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' },
        gap: { xs: 0.25, sm: 2 },
        py: 0.5,
        '@media print': { py: 0.25 },
        borderBottom: 1,
        borderColor: 'divider',
        breakInside: 'avoid',
      }}
    >
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        <Bilingual es={es} en={en} />
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

export default function CoverCertificate({
  purchase,
  titleId,
  now,
}: {
  purchase: CodedPurchase;
  titleId: string;
  /** The moment it is shown at: a CIP may have expired. */
  now: Date;
}) {
  const { selectedPlan: plan, quoteData: quote, travelers } = purchase;
  const { from, to } = coverPeriod(purchase);
  const showPhone = useShownPhone();
  const contact = emergencyContactOf(PRICING_INSURER);
  const inEurope = quote.destination === SCHENGEN_DESTINATION;
  const payment = purchasePaymentLines(purchase, now, { besideCipBox: true });
  const standing = purchaseStanding(purchase, now);
  // The rate of its soles, stated once (Ley 29571, art. 6), in the closing line.
  const rate = purchaseRate(purchase);
  const coverage = inEurope
    ? `${formatDollars(plan.coverage)} (${formatEuros(inEuros(plan.coverage))})`
    : formatDollars(plan.coverage);
  return (
    <Box component="article" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h5" tabIndex={-1} sx={{ fontWeight: 800 }}>
        <Bilingual es="Constancia de cobertura" en="Certificate of travel insurance cover" />
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        Compara y Ahorra · {config.siteEmail}
      </Typography>
      <Box
        role="note"
        sx={{
          my: 1.5,
          p: 1,
          border: 2,
          borderColor: 'error.main',
          borderRadius: 1,
          color: 'error.dark',
          fontWeight: 700,
          textAlign: 'center',
        }}
      >
        <Bilingual es={SIMULATED_PURCHASE.es} en={SIMULATED_PURCHASE.en} />
      </Box>
      <PurchaseStandingNote standing={standing} certificate />
      <Box component="dl" sx={{ m: 0 }}>
        <Row es="Código" en="Reference" value={purchase.code} />
        <Row
          es="Fecha de compra"
          en="Date of purchase"
          value={formatCalendarDate(purchaseDay(purchase))}
        />
        <Row es="Plan" en="Plan" value={plan.productName} />
        <Row es="Aseguradora" en="Insurer" value={PRICING_INSURER} />
        <Row es="Cobertura máxima" en="Maximum cover" value={coverage} />
        <Row es="Total" en="Total" value={purchaseTotalText(purchase)} />
        <Row
          es="Destino"
          en="Destination"
          value={`${quote.destination} · ${DESTINATIONS_IN_ENGLISH[quote.destination] ?? quote.destination}`}
        />
        <Row
          es="Vigencia"
          en="Period of cover"
          value={`${formatCalendarDate(from)} – ${formatCalendarDate(to)}`}
        />
        {contact && (
          <Row
            es="Asistencia 24/7"
            en="24/7 assistance"
            value={`${contact.insurer}: ${contact.phone}`}
          />
        )}
        {payment && (
          <Row
            es="Medio de pago"
            en="Payment method"
            value={<Bilingual es={payment.es} en={payment.en} />}
          />
        )}
      </Box>
      {purchase.payment?.method === 'pagoefectivo' && (
        <PagoEfectivoCode
          payment={purchase.payment}
          amountSoles={purchaseTotalSoles(purchase)}
          cancellationAsked={standing.state === 'cancellationAsked'}
          now={now}
          english
        />
      )}
      <Typography component="h3" sx={{ fontWeight: 700, mt: 2, mb: 0.5 }}>
        <Bilingual es="Viajeros asegurados" en="Insured travellers" />
      </Typography>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: '0.9rem',
          '& th, & td': {
            textAlign: 'left',
            verticalAlign: 'top',
            p: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
          },
          '& th': { color: 'text.secondary', fontWeight: 400 },
          '& tr': { breakInside: 'avoid' },
          // On paper a family of four and its phones keep to one A4 sheet.
          '@media print': { fontSize: '0.8rem', '& th, & td': { py: 0.25 } },
        }}
      >
        <thead>
          <tr>
            <th scope="col">
              <Bilingual es="Nombre completo" en="Full name" />
            </th>
            <th scope="col">
              <Bilingual es="Documento" en="Document" />
            </th>
            <th scope="col">
              <Bilingual es="Fecha de nacimiento" en="Date of birth" />
            </th>
          </tr>
        </thead>
        <tbody>
          {travelers.map((traveller, index) => (
            <tr key={index}>
              <td>
                {fullName(traveller)}
                {/* Under the name, not a column of its own: four columns overflow a phone. */}
                <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                  Tel. {showPhone(traveller.phone)}
                </Box>
              </td>
              <td>
                {shownDocument(
                  traveller,
                  `${DOC_TYPE_LABELS[traveller.docType]} (${DOC_TYPES_IN_ENGLISH[traveller.docType]})`,
                )}
              </td>
              <td>{formatCalendarDate(traveller.birthDate)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
        <Bilingual
          es={`Fechas en día/mes/año. ${exchangeRateText(rate.solesPerDollar, rate.date)}. Ante una emergencia, llama a ${PRICING_INSURER} e indica tu código.`}
          en={`Dates are day/month/year. Soles at S/ ${rate.solesPerDollar} per US$ 1. In an emergency, call ${PRICING_INSURER} and give your reference.`}
        />
      </Typography>
    </Box>
  );
}
