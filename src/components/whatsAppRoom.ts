/**
 * The room a phone's page leaves beside what the buyer reads or taps to buy (a plan's price and
 * 'Contratar', the checkout's total, the quote form's button), so that the floating WhatsApp button (WhatsAppButton: 56 px
 * wide, 16 px from the right edge, as the page's own margin) never covers them, whatever the
 * scroll. Wider screens keep those away from the right edge already.
 */
export const WHATSAPP_ROOM = { mr: { xs: '56px', sm: 0 } } as const;
