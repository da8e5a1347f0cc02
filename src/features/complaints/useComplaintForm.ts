import { getIn, useFormik, type FormikErrors } from 'formik';
import { useRef, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { config } from '../../config';
import {
  complaintCode,
  formatFiledAt,
  type ComplaintDetails,
  type ComplaintSheet,
} from '../../domain/complaint';
import { sendFormByEmail } from '../../lib/emailjs';
import { TOASTS } from '../../lib/toastMessages';
import { toastShown } from '../toast/toastSlice';
import { validateComplaint } from './complaintSchema';
import {
  COMPLAINT_FIELD_ORDER,
  complaintFieldId,
  emptyComplaint,
  type ComplaintValues,
} from './complaintValues';

/** The form fields EmailJS posts beside the visitor's: filled in just before the send. */
export interface ComplaintStamp {
  complaint_code: string;
  complaint_date: string;
}

const touchEverything = () =>
  Object.fromEntries(COMPLAINT_FIELD_ORDER.map((name) => [name, true])) as Record<
    keyof ComplaintValues,
    boolean
  >;

function focusFirstToFix(errors: FormikErrors<ComplaintValues>) {
  const first = COMPLAINT_FIELD_ORDER.find((name) => getIn(errors, name));
  if (first) document.getElementById(complaintFieldId(first))?.focus();
}

/** Writes the code and date into the form's hidden fields, so that sendForm posts them. */
function stamp(form: HTMLFormElement, values: ComplaintStamp) {
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement) field.value = value;
  }
}

/**
 * The Libro de Reclamaciones' form: a send with a field missing sends nothing, marks the fields
 * and focuses the first to fix; a valid one is numbered, e-mailed to the company and the
 * consumer through EmailJS, and handed to `onFiled` as its sheet. A refused send keeps every
 * field and says so with the spec's 'Error al enviar'.
 */
export function useComplaintForm(service: string, onFiled: (sheet: ComplaintSheet) => void) {
  const dispatch = useAppDispatch();
  const form = useRef<HTMLFormElement>(null);
  // Guards the instant between a click and the re-render that disables the button.
  const sending = useRef(false);
  // The toast sits behind the modal dialog for a screen reader: the form says it too.
  const [refused, setRefused] = useState(false);
  const formik = useFormik<ComplaintValues>({
    initialValues: emptyComplaint(service),
    validate: validateComplaint,
    // Never called: submit checks the form and sends it itself.
    onSubmit: () => undefined,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current || !form.current) return;
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      void formik.setTouched(touchEverything(), false);
      focusFirstToFix(errors);
      return;
    }
    sending.current = true;
    setRefused(false);
    formik.setSubmitting(true);
    const filedAt = new Date();
    const code = complaintCode(filedAt);
    stamp(form.current, {
      complaint_code: code,
      complaint_date: formatFiledAt(filedAt.toISOString()),
    });
    try {
      await sendFormByEmail(form.current, config.emailjs.complaintTemplateId);
      const { truthful: _declared, ...details } = formik.values;
      const sheet: ComplaintSheet = {
        ...(details as ComplaintDetails),
        complaint_code: code,
        filed_at: filedAt.toISOString(),
      };
      onFiled(sheet);
    } catch {
      dispatch(toastShown(TOASTS.messageFailed));
      setRefused(true);
    } finally {
      sending.current = false;
      formik.setSubmitting(false);
    }
  };

  const field = (name: Exclude<keyof ComplaintValues, 'truthful'>) => ({
    id: complaintFieldId(name),
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: (formik.touched[name] && formik.errors[name]) || undefined,
  });

  return { formik, form, submit, field, refused };
}
