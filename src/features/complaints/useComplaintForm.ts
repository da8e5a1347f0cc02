import { useRef, useState } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { config } from '../../config';
import {
  complaintCode,
  formatFiledAt,
  type ComplaintDetails,
  type ComplaintSheet,
} from '../../domain/complaint';
import { sendFormByEmail } from '../../lib/emailjs';
import { MESSAGE_TOASTS } from '../../lib/messageToasts';
import { useSiteForm } from '../../lib/useSiteForm';
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
  // The toast sits behind the modal dialog for a screen reader: the form says it too.
  const [refused, setRefused] = useState(false);
  const { formik, handleSubmit, fieldError, fieldProps } = useSiteForm<ComplaintValues>({
    initialValues: emptyComplaint(service),
    validate: validateComplaint,
    fieldOrder: () => COMPLAINT_FIELD_ORDER,
    fieldId: (name) => complaintFieldId(name as keyof ComplaintValues),
    send: async (values, sent) => {
      setRefused(false);
      const filedAt = new Date();
      const code = complaintCode(filedAt);
      stamp(sent, {
        complaint_code: code,
        complaint_date: formatFiledAt(filedAt.toISOString()),
      });
      try {
        await sendFormByEmail(sent, config.emailjs.complaintTemplateId);
        const { truthful: _declared, ...details } = values;
        onFiled({
          ...(details as ComplaintDetails),
          complaint_code: code,
          filed_at: filedAt.toISOString(),
        });
      } catch {
        dispatch(toastShown(MESSAGE_TOASTS.messageFailed));
        setRefused(true);
      }
    },
  });

  const field = (name: Exclude<keyof ComplaintValues, 'truthful'>) => fieldProps(name);

  return { formik, form, submit: handleSubmit, field, fieldError, refused };
}
