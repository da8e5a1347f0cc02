import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../store/hooks';
import FormField from '../../components/FormField';
import SendButton from '../../components/SendButton';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../domain/traveller';
import { MESSAGE_TOASTS } from '../../lib/messageToasts';
import { useSiteForm } from '../../lib/useSiteForm';
import { toastShown } from '../toast/toastSlice';
import { EMPTY_CONTACT, MESSAGE_MAX_LENGTH, type ContactValues } from './contactValues';
import { preloadEmailSdk, sendContactMessage } from './sendContactMessage';

// Yup is fetched the first time the form is checked, not when the section comes alive.
const validateContact = async (values: ContactValues) =>
  (await import(/* webpackChunkName: "contact-schema" */ './contactSchema')).validateContact(
    values,
  );

const FIELD_ORDER: (keyof ContactValues)[] = ['user_name', 'user_email', 'message'];
const fieldId = (name: string) => `contact-${name}`;

export default function ContactForm() {
  const dispatch = useAppDispatch();
  const { formik, handleSubmit, fieldProps } = useSiteForm<ContactValues>({
    initialValues: EMPTY_CONTACT,
    validate: validateContact,
    fieldOrder: () => FIELD_ORDER,
    fieldId,
    send: async (_values, form) => {
      try {
        await sendContactMessage(form);
        dispatch(toastShown(MESSAGE_TOASTS.messageSent));
        formik.resetForm();
      } catch {
        // What the visitor wrote stays in the form, ready to send again.
        dispatch(toastShown(MESSAGE_TOASTS.messageFailed));
      }
    },
  });

  // What the visitor typed before the form's code came: React keeps it in the fields while it
  // hydrates, but the form's first update would reset them to its state.
  const formRef = useRef<HTMLFormElement>(null);
  const { setValues } = formik;
  useEffect(() => {
    const data = new FormData(formRef.current!);
    const typed = { ...EMPTY_CONTACT };
    for (const name of FIELD_ORDER) typed[name] = String(data.get(name) ?? '');
    if (Object.values(typed).some(Boolean)) void setValues(typed, false);
  }, [setValues]);

  const field = (name: keyof ContactValues) => ({ ...fieldProps(name), required: true });

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
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
