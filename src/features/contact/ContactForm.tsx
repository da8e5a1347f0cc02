import Box from '@mui/material/Box';
import { useFormik } from 'formik';
import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../app/hooks';
import FormField from '../../components/FormField';
import SendButton from '../../components/SendButton';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../domain/traveller';
import { TOASTS } from '../../lib/toastMessages';
import { useHeldDuringPress } from '../../lib/useHeldDuringPress';
import { toastShown } from '../toast/toastSlice';
import { EMPTY_CONTACT, MESSAGE_MAX_LENGTH, type ContactValues } from './contactValues';
import { preloadEmailSdk, sendContactMessage } from './sendContactMessage';

// Yup is fetched the first time the form is checked, not when the section comes alive.
const validateContact = async (values: ContactValues) =>
  (await import(/* webpackChunkName: "contact-schema" */ './contactSchema')).validateContact(
    values,
  );

export default function ContactForm() {
  const dispatch = useAppDispatch();
  const formRef = useRef<HTMLFormElement>(null);
  // Guards the instant between a click and the re-render that disables the button.
  const sending = useRef(false);

  const formik = useFormik<ContactValues>({
    initialValues: EMPTY_CONTACT,
    validate: validateContact,
    onSubmit: async (_values, { resetForm }) => {
      if (sending.current || !formRef.current) return;
      sending.current = true;
      try {
        await sendContactMessage(formRef.current);
        dispatch(toastShown(TOASTS.messageSent));
        resetForm();
      } catch {
        // What the visitor wrote stays in the form, ready to send again.
        dispatch(toastShown(TOASTS.messageFailed));
      } finally {
        sending.current = false;
      }
    },
  });

  // What the visitor typed before the form's code came: React keeps it in the fields while it
  // hydrates, but the form's first update would reset them to its state.
  const { setValues } = formik;
  useEffect(() => {
    const data = new FormData(formRef.current!);
    const typed = { ...EMPTY_CONTACT };
    for (const name of Object.keys(typed) as (keyof ContactValues)[]) {
      typed[name] = String(data.get(name) ?? '');
    }
    if (Object.values(typed).some(Boolean)) void setValues(typed, false);
  }, [setValues]);

  const touched = useHeldDuringPress(formik.touched);
  const field = (name: keyof ContactValues) => ({
    id: `contact-${name}`,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: (touched[name] && formik.errors[name]) || undefined,
    required: true,
  });

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={formik.handleSubmit}
      onFocus={preloadEmailSdk}
      aria-label="Escríbenos"
      aria-busy={formik.isSubmitting}
      sx={{ display: 'grid', gap: 2 }}
    >
      <FormField
        {...field('user_name')}
        label="Nombre"
        autoComplete="name"
        htmlInput={{ maxLength: NAME_MAX_LENGTH }}
      />
      <FormField
        {...field('user_email')}
        type="email"
        label="Correo electrónico"
        autoComplete="email"
        htmlInput={{ maxLength: EMAIL_MAX_LENGTH }}
      />
      <FormField
        {...field('message')}
        label="Mensaje"
        multiline
        minRows={4}
        htmlInput={{ maxLength: MESSAGE_MAX_LENGTH }}
      />
      <SendButton sending={formik.isSubmitting} label="Enviar Mensaje" />
    </Box>
  );
}
