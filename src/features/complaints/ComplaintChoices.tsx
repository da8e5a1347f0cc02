import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import type { ChangeEvent } from 'react';
import { COMPLAINT_KIND_MEANINGS, COMPLAINT_KINDS } from '../../domain/complaint';
import { NATIVE_CHOICE as NATIVE } from '../../components/nativeChoice';
import { complaintFieldId } from './complaintValues';

// Native radios and checkbox, in the brand's colour: a dialog opened once needs no more code.
const CHOICE = { display: 'flex', gap: 1.25, alignItems: 'flex-start', py: 0.5, cursor: 'pointer' };
const NATIVE_CHOICE = { ...NATIVE, mt: '2px' };

interface KindChoiceProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | false;
}

/** 'Reclamo' or 'Queja', each with the line that says what it means. */
export function KindChoice({ value, onChange, error }: KindChoiceProps) {
  return (
    <Box
      component="fieldset"
      aria-describedby={error ? 'complaint-kind-error' : undefined}
      sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 0.5 }}
    >
      <Box
        component="legend"
        sx={{ p: 0, mb: 0.5, color: error ? 'error.main' : 'text.secondary' }}
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
            checked={value === kind}
            onChange={onChange}
            aria-invalid={Boolean(error)}
            sx={NATIVE_CHOICE}
          />
          <span>
            <strong>{kind}:</strong> {COMPLAINT_KIND_MEANINGS[kind]}
          </span>
        </Box>
      ))}
      {error && (
        <FormHelperText error id="complaint-kind-error">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

interface DeclarationProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | false;
}

/** The declaration that stands for a signature; it has no name, so it is not posted. */
export function TruthfulDeclaration({ checked, onChange, error }: DeclarationProps) {
  return (
    <Box>
      <Box component="label" sx={{ ...CHOICE, fontWeight: 600 }}>
        <Box
          component="input"
          type="checkbox"
          id={complaintFieldId('truthful')}
          checked={checked}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'complaint-truthful-error' : undefined}
          sx={NATIVE_CHOICE}
        />
        Declaro que la información es verdadera
      </Box>
      {error && (
        <FormHelperText error id="complaint-truthful-error">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
