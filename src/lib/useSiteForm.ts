import {
  getIn,
  setNestedObjectValues,
  useFormik,
  type FormikConfig,
  type FormikErrors,
} from 'formik';
import {
  startTransition,
  useCallback,
  useEffect,
  useReducer,
  useRef,
  type FocusEvent,
  type FormEvent,
} from 'react';
import { afterNextPaint, afterThisFrame, inPaintedSteps } from './scheduling';
import type { ToastText } from './toastMessages';

// What the site's forms (the quote, /checkout's travellers, the contact form, the Libro de
// Reclamaciones) share: Formik holds the values and runs the validation, and a send the form
// refuses gets the spec's toast for its first problem, every inline error, and the focus on
// the first field to fix; a valid one is sent once, however many clicks come meanwhile.

export interface SiteFormConfig<Values> extends Omit<FormikConfig<Values>, 'onSubmit'> {
  /** The fields' names as Formik knows them, in the order the visitor meets them. */
  fieldOrder?(values: Values): string[];
  /** The id of the field named `name`, to move the focus to. */
  fieldId?(name: string): string;
  /** The spec's toast for a refused send, where one is due, and how to show it. */
  refusalToast?(errors: FormikErrors<Values>, values: Values): ToastText | null;
  showToast?(toast: ToastText): void;
  /** Sends valid values; the form shows itself busy until it settles. */
  send?(values: Values, form: HTMLFormElement): void | Promise<void>;
}

/** The first field of `order` with an inline error, if any. */
const firstFieldToFix = <Values>(errors: FormikErrors<Values>, order: string[]) =>
  order.find((name) => getIn(errors, name));

/**
 * `value` as it was when a pointer went down, until it comes up; the current value otherwise.
 * Pressing a send button blurs the field being typed in, and the error that the blur reveals
 * would push the button away between press and release, so the click would never happen. Held
 * back, the error shows once the press is over, and nothing moves under the finger.
 */
export function useHeldDuringPress<T>(value: T): T {
  const [, showCurrent] = useReducer((count: number) => count + 1, 0);
  const held = useRef<{ value: T } | null>(null);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  useEffect(() => {
    const press = () => {
      held.current = { value: latest.current };
    };
    const release = () => {
      const wasHeld = held.current;
      held.current = null;
      if (wasHeld && wasHeld.value !== latest.current) afterNextPaint(showCurrent);
    };
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    return () => {
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
    };
  }, []);
  // Read, not state: noting a press must not draw the form; the release draws when needed.
  // eslint-disable-next-line react-hooks/refs
  return held.current ? held.current.value : value;
}

/**
 * One of the site's forms: Formik with `config`, plus `handleSubmit` (the refusal or the send,
 * one at a time), `handleBlur` (a field left, marked touched in a transition) and `fieldError`
 * (a field's inline error once it is touched, held during a press). The quote form sends with
 * its own `sendQuote`, which the page shares before the form's code has come, and takes the
 * rest from here.
 */
export function useSiteForm<Values extends object>({
  fieldOrder = () => [],
  fieldId = (name) => name,
  refusalToast,
  showToast,
  send,
  ...config
}: SiteFormConfig<Values>) {
  const sending = useRef(false);
  // Formik's own submit would touch every field and draw every error inside the press; here a
  // refused send is answered in painted steps, and a valid one goes to `send`.
  const formik = useFormik<Values>({ ...config, onSubmit: () => undefined });
  const touched = useHeldDuringPress(formik.touched);

  /**
   * A refused send's answer, in steps each painted before the next: the toast, then the focus
   * on the first field to fix (it scrolls the page to it), then every inline error, drawn as a
   * transition (a family's form has dozens).
   */
  const refuse = (errors: FormikErrors<Values>, values: Values = formik.values) => {
    const toast = refusalToast?.(errors, values);
    const first = firstFieldToFix(errors, fieldOrder(values));
    inPaintedSteps(
      () => toast && showToast?.(toast),
      () => first && document.getElementById(fieldId(first))?.focus(),
      () =>
        startTransition(() => {
          formik.setErrors(errors);
          void formik.setTouched(setNestedObjectValues(values, true), false);
        }),
    );
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { values } = formik;
    if (sending.current) return;
    sending.current = true;
    // The press is answered at once (the form at work); the form's own rules are checked once
    // that is on the screen: a family's form has dozens of fields.
    formik.setSubmitting(true);
    await afterThisFrame();
    try {
      const errors = (await config.validate?.(values)) ?? {};
      if (Object.keys(errors).length > 0) return refuse(errors, values);
      await send?.(values, form);
    } finally {
      sending.current = false;
      formik.setSubmitting(false);
    }
  };

  const fieldError = (name: string) =>
    ((getIn(touched, name) && getIn(formik.errors, name)) as string | undefined) || undefined;

  /**
   * A field left is marked touched in a transition: React would otherwise draw the whole form
   * again inside the event that moved the focus, and that event is most often the press of a
   * button (a send, a link to the next page), whose own answer then waits behind it.
   */
  const { handleBlur: touchOnBlur } = formik;
  const handleBlur = useCallback(
    (event: FocusEvent) => startTransition(() => touchOnBlur(event)),
    [touchOnBlur],
  );

  /** What a FormField of the form's field `name` takes: its id, value, handlers and error. */
  const fieldProps = (name: string) => ({
    id: fieldId(name),
    name,
    value: (getIn(formik.values, name) as string | number | undefined) ?? '',
    onChange: formik.handleChange,
    onBlur: handleBlur,
    error: fieldError(name),
  });

  return { formik, touched, handleSubmit, handleBlur, fieldError, fieldProps };
}
