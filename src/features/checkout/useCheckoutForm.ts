import { getIn, setIn } from 'formik';
import { useCallback, useEffect, useMemo, useRef, type ChangeEvent, type FocusEvent } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { localToday } from '../../domain/dates';
import { shownTypedDate } from '../../domain/typedDate';
import type { PaymentChoice } from '../../domain/payment';
import type { CodedPurchase } from '../../domain/purchase';
import { paymentAtPurchase, purchaseCode } from '../../domain/purchaseCode';
import type { PricedPlan } from '../../domain/pricing';
import type { Quote } from '../../domain/quote';
import { travellerAsKept } from '../../domain/travellerDocument';
import { afterNextPaint, whenIdle } from '../../lib/scheduling';
import { formErrors } from '../../lib/formErrors';
import { EXCHANGE_RATE, inSoles } from '../../lib/prices';
import { CHECKOUT_TOASTS } from './checkoutToasts';
import { useNavigateAway } from '../../lib/useNavigateAway';
import { firstScreenSettled } from '../../lib/firstScreen';
import { loadPhoneRules, type PhoneRules } from '../../lib/phoneRules';
import { useSiteForm } from '../../lib/useSiteForm';
import { toastShown } from '../toast/toastSlice';
import {
  checkoutSchema,
  hasMissingField,
  TRAVELLER_FIELD_ORDER,
  travellerFieldError,
  travellerFieldOf,
  type CheckoutValues,
} from './checkoutSchema';
import { sendPurchaseConfirmation } from './purchaseConfirmation';
import { noticeAfterToast } from './purchaseNotice';
import { methodId, WALLET_REFUSED_TOAST } from './PaymentMethodChoice';
import { purchaseCompleted } from './purchaseSlice';
import { travellerFieldId } from './TravellerFields';
import { useCheckoutDraft, useDraftValues } from './useCheckoutDraft';
import { useSharedContact } from './useSharedContact';

type FieldEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

const fieldOrder = (values: CheckoutValues) =>
  values.travelers.flatMap((_, index) =>
    TRAVELLER_FIELD_ORDER.map((field) => `travelers[${index}].${field}`),
  );
/** 'travelers[2].email' -> the id of the third traveller's e-mail field. */
const fieldId = (name: string) => {
  const { index, field } = travellerFieldOf(name);
  return travellerFieldId(index, field);
};

/**
 * The travellers' form on /checkout: each field checked on its own as the visitor types (a key
 * press costs the same for eight travellers), the whole form on a send, the tab's draft, the
 * shared contact, the way to pay, and the simulated purchase of `plan` for `quote` on a valid
 * send.
 */
export function useCheckoutForm(plan: PricedPlan, quote: Quote) {
  const dispatch = useAppDispatch();
  const navigateAway = useNavigateAway();
  const today = localToday();
  const schema = useMemo(() => checkoutSchema(today), [today]);
  const purchased = useRef(false);
  const totalSoles = inSoles(plan.price);

  const { formik, handleSubmit, handleBlur, touched } = useSiteForm<CheckoutValues>({
    initialValues: useDraftValues(quote, totalSoles),
    // Field by field as the visitor types (below), the whole form on a send.
    validateOnChange: false,
    validateOnBlur: false,
    validate: async (values) => {
      await loadPhoneRules();
      return formErrors(schema, values);
    },
    fieldOrder,
    fieldId,
    refusalToast: (errors) =>
      hasMissingField(errors) ? CHECKOUT_TOASTS.incompleteTravellers : null,
    showToast: (toast) => dispatch(toastShown(toast)),
    // Called on a valid send, once the hooks below have run.
    send: async (values) => completePurchase(values, await loadPhoneRules()),
  });
  const { values, errors, handleChange, setFieldValue, setFieldError } = formik;

  // The form as last drawn, and as each check since has changed it: a check reads the other
  // fields a rule compares, without making the handlers new on every key press.
  const latest = useRef({ values, errors });
  useEffect(() => {
    latest.current = { values, errors };
  }, [values, errors]);
  const check = useCallback(
    (path: string, value: string) => {
      const next = setIn(latest.current.values, path, value) as CheckoutValues;
      latest.current = { ...latest.current, values: next };
      const say = (field: string) => {
        const error = travellerFieldError(schema, field, next);
        // Only a field whose message changes is drawn again.
        if (error !== getIn(latest.current.errors, field)) {
          latest.current.errors = setIn(latest.current.errors, field, error);
          setFieldError(field, error);
        }
      };
      const { index, field } = travellerFieldOf(path);
      if (field !== 'docNumber' && field !== 'docType') return say(path);
      // A document is checked by its kind, and against the travellers before it: this one's and
      // every later one's may change.
      for (let later = index; later < next.travelers.length; later += 1) {
        say(`travelers[${later}].docNumber`);
      }
    },
    [schema, setFieldError],
  );
  // The phone's rules come after the first screen; a phone typed (or restored) before then is
  // checked once they have.
  useEffect(() => {
    let mounted = true;
    void firstScreenSettled()
      .then(loadPhoneRules)
      .then(() => {
        if (!mounted) return;
        latest.current.values.travelers.forEach(({ phone }, index) => {
          if (phone) check(`travelers[${index}].phone`, phone);
        });
      });
    return () => {
      mounted = false;
    };
  }, [check]);
  const onChange = useCallback(
    (event: FieldEvent) => {
      handleChange(event);
      check(event.target.name, event.target.value);
    },
    [handleChange, check],
  );
  const onBlur = useCallback(
    (event: FocusEvent) => {
      handleBlur(event);
      const { name, value: typed } = event.target as HTMLInputElement;
      // A birth date the form reads is shown as dates are written here ('14021986' -> '14/02/1986').
      const value = travellerFieldOf(name).field === 'birthDate' ? shownTypedDate(typed) : typed;
      if (value !== typed) void setFieldValue(name, value, false);
      check(name, value);
    },
    [handleBlur, check, setFieldValue],
  );
  const setAndCheck = useCallback(
    (path: string, value: string) => {
      void setFieldValue(path, value, false);
      check(path, value);
    },
    [setFieldValue, check],
  );
  const setPayment = useCallback(
    (choice: PaymentChoice) => void setFieldValue('payment', choice, false),
    [setFieldValue],
  );
  const [contactShared, setContactShared] = useSharedContact(values.travelers, setAndCheck);
  const endDraft = useCheckoutDraft(values, quote);

  const completePurchase = ({ travelers, payment }: CheckoutValues, { phoneE164 }: PhoneRules) => {
    // A double click buys once.
    if (purchased.current) return;
    purchased.current = true;
    const now = new Date();
    const paid = paymentAtPurchase(payment, totalSoles, now);
    if (!paid) {
      // The form never offers it; whatever it holds, such a purchase is not made.
      purchased.current = false;
      dispatch(toastShown(WALLET_REFUSED_TOAST));
      afterNextPaint(() => document.getElementById(methodId('tarjeta'))?.focus());
      return;
    }
    const purchase: CodedPurchase = {
      selectedPlan: plan,
      quoteData: quote,
      travelers: travelers.map((traveller) => travellerAsKept(traveller, phoneE164)),
      purchaseDate: now.toISOString(),
      code: purchaseCode(now),
      confirmationSent: false,
      payment: paid,
      exchangeRate: EXCHANGE_RATE,
    };
    dispatch(purchaseCompleted(purchase));
    endDraft();
    navigateAway('/');
    const { id: specToastId } = dispatch(toastShown(CHECKOUT_TOASTS.purchaseSimulated)).payload;
    dispatch(noticeAfterToast(specToastId, purchase));
    // The e-mail's fate is told in 'Mi seguro'; the purchase, its toast and the landing page
    // drawn after them never wait for it: it is sent once the main thread is idle.
    whenIdle(() => void dispatch(sendPurchaseConfirmation(purchase)));
  };

  return {
    travellers: values.travelers,
    errors,
    touched,
    onChange,
    onBlur,
    handleSubmit,
    contactShared,
    setContactShared,
    payment: values.payment,
    setPayment,
    totalSoles,
    today,
  };
}
