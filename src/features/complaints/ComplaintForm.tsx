import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FormField from '../../components/FormField';
import SendButton from '../../components/SendButton';
import { config } from '../../config';
import { COMPLAINT_DOCUMENT_TYPES, type ComplaintSheet } from '../../domain/complaint';
import {
  DOC_NUMBER_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from '../../domain/traveller';
import { preloadEmailSdk } from '../../lib/emailjs';
import { PHONE_HINT } from '../../lib/personFieldTexts';
import { KindChoice, TruthfulDeclaration } from './ComplaintChoices';
import { ADDRESS_MAX_LENGTH, TEXT_MAX_LENGTH } from './complaintSchema';
import { useComplaintForm } from './useComplaintForm';

const TWO_COLUMNS = { display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } } as const;

const DOCUMENT_OPTIONS = [
  <option key="" value="">
    Elige
  </option>,
  ...COMPLAINT_DOCUMENT_TYPES.map((type) => (
    <option key={type} value={type}>
      {type === 'CE' ? 'Carné de extranjería (CE)' : type}
    </option>
  )),
];

interface ComplaintFormProps {
  /** What the visitor bought last on this device, if anything: the service concerned. */
  service: string;
  onFiled: (sheet: ComplaintSheet) => void;
}

/** The complaint sheet to fill in: who files it, the service, the complaint and the request. */
export default function ComplaintForm({ service, onFiled }: ComplaintFormProps) {
  const { formik, form, submit, field, fieldError, refused } = useComplaintForm(service, onFiled);
  return (
    <Box
      component="form"
      ref={form}
      noValidate
      onSubmit={submit}
      onFocus={preloadEmailSdk}
      aria-label="Hoja de reclamación"
      aria-busy={formik.isSubmitting}
      sx={{ display: 'grid', gap: 2 }}
    >
      <input type="hidden" name="complaint_code" />
      <input type="hidden" name="complaint_date" />
      <input type="hidden" name="company_name" value={config.company.name} />
      <input type="hidden" name="company_ruc" value={config.company.ruc} />

      <Typography component="h3" variant="h6" sx={{ fontSize: '1.05rem' }}>
        1. Identificación del consumidor
      </Typography>
      <FormField
        {...field('consumer_name')}
        label="Nombres y apellidos"
        required
        autoComplete="name"
        htmlInput={{ maxLength: NAME_MAX_LENGTH * 2 }}
      />
      <Box sx={TWO_COLUMNS}>
        <FormField
          {...field('document_type')}
          label="Tipo de documento"
          required
          options={DOCUMENT_OPTIONS}
        />
        <FormField
          {...field('document_number')}
          label="Número de documento"
          required
          htmlInput={{ maxLength: DOC_NUMBER_MAX_LENGTH }}
        />
      </Box>
      <FormField
        {...field('address')}
        label="Domicilio"
        required
        autoComplete="street-address"
        htmlInput={{ maxLength: ADDRESS_MAX_LENGTH }}
      />
      <Box sx={TWO_COLUMNS}>
        <FormField
          {...field('phone')}
          type="tel"
          label="Teléfono"
          hint={PHONE_HINT}
          required
          autoComplete="tel"
          htmlInput={{ maxLength: PHONE_MAX_LENGTH }}
        />
        <FormField
          {...field('user_email')}
          type="email"
          label="Correo electrónico"
          required
          autoComplete="email"
          htmlInput={{ maxLength: EMAIL_MAX_LENGTH }}
        />
      </Box>
      <FormField
        {...field('guardian')}
        label="Padre, madre o apoderado"
        hint="Opcional: solo si eres menor de edad."
        htmlInput={{ maxLength: NAME_MAX_LENGTH * 2 }}
      />

      <Typography component="h3" variant="h6" sx={{ fontSize: '1.05rem', mt: 1 }}>
        2. Identificación del bien contratado
      </Typography>
      <FormField
        {...field('service')}
        label="Servicio contratado"
        required
        htmlInput={{ maxLength: ADDRESS_MAX_LENGTH }}
      />
      <FormField
        {...field('amount')}
        label="Monto reclamado (US$)"
        hint="Opcional."
        htmlInput={{ inputMode: 'decimal', maxLength: 10 }}
      />

      <Typography component="h3" variant="h6" sx={{ fontSize: '1.05rem', mt: 1 }}>
        3. Detalle de la reclamación
      </Typography>
      <KindChoice
        value={formik.values.kind}
        onChange={formik.handleChange}
        error={fieldError('kind')}
      />
      <FormField
        {...field('detail')}
        label="Detalle"
        required
        multiline
        minRows={3}
        htmlInput={{ maxLength: TEXT_MAX_LENGTH }}
      />
      <FormField
        {...field('request')}
        label="Pedido"
        required
        multiline
        minRows={2}
        htmlInput={{ maxLength: TEXT_MAX_LENGTH }}
      />

      <TruthfulDeclaration
        checked={formik.values.truthful}
        onChange={(checked) => void formik.setFieldValue('truthful', checked)}
        error={fieldError('truthful')}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Usamos tus datos solo para atender este reclamo y responderte (Ley 29733, de Protección de
        Datos Personales).
      </Typography>
      {refused && (
        <Typography role="alert" sx={{ color: 'error.main', fontWeight: 600 }}>
          No pudimos enviar tu reclamo. Revisa tu conexión e inténtalo de nuevo: lo que escribiste
          sigue aquí.
        </Typography>
      )}
      <SendButton sending={formik.isSubmitting} label="Enviar reclamo" />
    </Box>
  );
}
