import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import FormField from '../../components/FormField';
import SendButton from '../../components/SendButton';
import { config } from '../../config';
import {
  COMPLAINT_DOCUMENT_TYPES,
  COMPLAINT_KIND_MEANINGS,
  COMPLAINT_KINDS,
  type ComplaintSheet,
} from '../../domain/complaint';
import {
  DOC_NUMBER_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from '../../domain/traveller';
import { preloadEmailSdk } from '../../lib/emailjs';
import { PALETTE } from '../../lib/palette';
import { ADDRESS_MAX_LENGTH, TEXT_MAX_LENGTH } from './complaintSchema';
import { complaintFieldId } from './complaintValues';
import { useComplaintForm } from './useComplaintForm';

const TWO_COLUMNS = { display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } } as const;

// Native radios and checkbox, in the brand's colour: a dialog opened once needs no more code.
const CHOICE = { display: 'flex', gap: 1.25, alignItems: 'flex-start', py: 0.5, cursor: 'pointer' };
const NATIVE_CHOICE = {
  width: 20,
  height: 20,
  m: 0,
  mt: '2px',
  flexShrink: 0,
  accentColor: PALETTE.primary.main,
  cursor: 'pointer',
};

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
  const { formik, form, submit, field, refused } = useComplaintForm(service, onFiled);
  const kindError = formik.touched.kind && formik.errors.kind;
  const truthfulError = formik.touched.truthful && formik.errors.truthful;
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
      <Box
        component="fieldset"
        aria-describedby={kindError ? 'complaint-kind-error' : undefined}
        sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 0.5 }}
      >
        <Box
          component="legend"
          sx={{ p: 0, mb: 0.5, color: kindError ? 'error.main' : 'text.secondary' }}
        >
          Tipo *
        </Box>
        {COMPLAINT_KINDS.map((kind, index) => (
          <Box component="label" key={kind} sx={CHOICE}>
            <Box
              component="input"
              type="radio"
              name="kind"
              value={kind}
              id={index === 0 ? complaintFieldId('kind') : undefined}
              checked={formik.values.kind === kind}
              onChange={formik.handleChange}
              aria-invalid={Boolean(kindError)}
              sx={NATIVE_CHOICE}
            />
            <span>
              <strong>{kind}:</strong> {COMPLAINT_KIND_MEANINGS[kind]}
            </span>
          </Box>
        ))}
        {kindError && (
          <FormHelperText error id="complaint-kind-error">
            {kindError}
          </FormHelperText>
        )}
      </Box>
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

      <Box>
        <Box component="label" sx={{ ...CHOICE, fontWeight: 600 }}>
          {/* No name: the declaration stands for a signature, and is not posted. */}
          <Box
            component="input"
            type="checkbox"
            id={complaintFieldId('truthful')}
            checked={formik.values.truthful}
            onChange={(event) => void formik.setFieldValue('truthful', event.target.checked)}
            aria-invalid={Boolean(truthfulError)}
            aria-describedby={truthfulError ? 'complaint-truthful-error' : undefined}
            sx={NATIVE_CHOICE}
          />
          Declaro que la información es verdadera
        </Box>
        {truthfulError && (
          <FormHelperText error id="complaint-truthful-error">
            {truthfulError}
          </FormHelperText>
        )}
      </Box>
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
