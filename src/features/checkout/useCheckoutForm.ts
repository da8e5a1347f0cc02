import { useFormik } from 'formik';
import {
  startTransition,
  useCallback,
  useMemo,
  useRef,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
} from 'react';
import { useAppDispatch } from '../../app/hooks';
import { localToday } from '../../domain/dates';
import type { CodedPurchase } from '../../domain/purchase';
import { purchaseCode } from '../../domain/purchaseCode';
import type { PricedPlan } from '../../domain/pricing';
import type { Quote } from '../../domain/quote';
import { inPaintedSteps, whenIdle } from '../../lib/scheduling';
import { formErrors } from '../../lib/formErrors';
import { TOASTS } from '../../lib/toastMessages';
import { useHeldDuringPress } from '../../lib/useHeldDuringPress';
import { useNavigateAway } from '../../lib/useNavigateAway';
import { toastShown } from '../toast/toastSlice';
import {
  checkoutSchema,
  firstTravellerError,
  hasMissingField,
  TRAVELLER_FIELD_ORDER,
  travellerFieldError,
  type CheckoutValues,
} from './checkoutSchema';
import { sendPurchaseConfirmation } from './purchaseConfirmation';
import { purchaseCompleted } from './purchaseSlice';
import { travellerFieldId } from './TravellerFields';
import { useCheckoutDraft, useDraftValues } from './useCheckoutDraft';
import { useSharedContact } from './useSharedContact';

type FieldEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

const touchAll = (values: CheckoutValues) =>
  ({
    travelers: values.travelers.map(() =>
      Object.fromEntries(TRAVELLER_FIELD_ORDER.map((field) => [field, true])),
    ),
  }) as never;

/**
 * The travellers' form on /checkout: each field checked on its own as the visitor types (a key
 * press costs the same for eight travellers), the tab's draft, the shared contact, and the
 * simulated purchase of `plan` for `quote` on a valid send.
 */
export function useCheckoutForm(plan: PricedPlan, quote: Quote) {
  const dispatch = useAppDispatch();
  const navigateAway = useNavigateAway();
  const today = localToday();
  const schema = useMemo(() => checkoutSchema(today), [today]);
  const purchased = useRef(false);
  // Checked field by field as the visitor types, the whole form once on a send (handleSubmit):
  // Formik keeps the values, errors and touched fields.
  const formik = useFormik<CheckoutValues>({
    initialValues: useDraftValues(quote.travelers),
    validateOnChange: false,
    validateOnBlur: false,
    // Never called: handleSubmit checks the form and buys itself.
    onSubmit: () => undefined,
  });
  const { values, handleChange, handleBlur, setFieldValue, setFieldError } = formik;
  const touched = useHeldDuringPress(formik.touched);

  const check = useCallback(
    (path: string, value: string) => setFieldError(path, travellerFieldError(schema, path, value)),
    [schema, setFieldError],
  );
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
      const field = event.target as HTMLInputElement;
      check(field.name, field.value);
    },
    [handleBlur, check],
  );
  const setAndCheck = useCallback(
    (path: string, value: string) => {
      void setFieldValue(path, value, false);
      check(path, value);
    },
    [setFieldValue, check],
  );
  const [contactShared, setContactShared] = useSharedContact(values.travelers, setAndCheck);
  const endDraft = useCheckoutDraft(values.travelers);

  const completePurchase = ({ travelers }: CheckoutValues) => {
    // A double click buys once.
    if (purchased.current) return;
    purchased.current = true;
    const now = new Date();
    const purchase: CodedPurchase = {
      selectedPlan: plan,
      quoteData: quote,
      travelers,
      purchaseDate: now.toISOString(),
      code: purchaseCode(now),
      confirmationSent: false,
    };
    dispatch(purchaseCompleted(purchase));
    endDraft();
    navigateAway('/');
    dispatch(toastShown(TOASTS.purchaseSimulated));
    // The e-mail's fate is told in 'Mi seguro'; the purchase, its toast and the landing page
    // drawn after them never wait for it: it is sent once the main thread is idle.
    whenIdle(() => void dispatch(sendPurchaseConfirmation(purchase)));
  };

  /**
   * A refused payment is answered in steps, each painted before the next: the toast, then the
   * focus on the first field to fix (it scrolls the page up to it), then every card's errors,
   * rendered in slices. A format error before any empty field needs the whole form's errors to
   * know whether the spec's toast is due.
   */
  const refusePayment = (first: NonNullable<ReturnType<typeof firstTravellerError>>) => {
    const errors = first.missing ? null : formErrors(schema, values);
    inPaintedSteps(
      () => {
        if (first.missing || (errors && hasMissingField(errors))) {
          dispatch(toastShown(TOASTS.incompleteTravellers));
        }
      },
      () => document.getElementById(travellerFieldId(first.index, first.field))?.focus(),
      () =>
        startTransition(() => {
          formik.setErrors(errors ?? formErrors(schema, values));
          formik.setTouched(touchAll(values), false);
        }),
    );
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const first = firstTravellerError(schema, values.travelers);
    if (first) refusePayment(first);
    else completePurchase(values);
  };

  return {
    travellers: values.travelers,
    errors: formik.errors,
    touched,
    onChange,
    onBlur,
    handleSubmit,
    contactShared,
    setContactShared,
    today,
  };
}
