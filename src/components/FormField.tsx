import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  memo,
  type ChangeEventHandler,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { shallowEqual } from 'react-redux';

export interface FormFieldProps {
  id: string;
  name: string;
  label: string;
  /** Left out, the field holds its own value (./DateField). */
  value?: string | number;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;
  onBlur?: FocusEventHandler;
  /** The inline error; the field is marked invalid while there is one. */
  error?: ReactNode;
  /** A short hint under the field, while it has no error. */
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  type?: string;
  autoComplete?: string;
  /** A native <select> of these <option>s instead of a text input. */
  options?: ReactNode;
  multiline?: boolean;
  minRows?: number;
  /** Attributes of the text <input> itself: maxLength, min, inputMode... */
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & { [data: `data-${string}`]: string };
  sx?: SxProps<Theme>;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A text area `rows` lines high at least (InputBase's lines are 1.4375em), growing with its text
 * where the browser sizes fields to their content (`field-sizing`), resizable by hand elsewhere:
 * the same before the script comes and after.
 */
const textAreaStyle = (rows = 1) => ({
  '& textarea': {
    height: 'auto',
    minHeight: `${rows * 1.4375}em`,
    fieldSizing: 'content',
    resize: 'vertical',
  },
});

/**
 * A labelled outlined field with its inline error: what MUI's TextField draws, built from its
 * parts. TextField brings the whole Select menu (popover, modal, focus trap) into the first
 * bundle even for a native select; these parts do not.
 */
function FormField({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  required,
  disabled,
  type,
  autoComplete,
  options,
  multiline,
  minRows,
  htmlInput,
  sx,
  inputRef,
}: FormFieldProps) {
  const helperId = `${id}-helper-text`;
  const helper = error || hint;
  const described = helper ? { 'aria-describedby': helperId } : {};
  const outline = <OutlinedInput notched label={label} />;
  const control = { id, name, value, onChange, onBlur };
  return (
    <FormControl fullWidth error={Boolean(error)} required={required} disabled={disabled} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      {options ? (
        <NativeSelect {...control} input={outline} inputProps={described}>
          {options}
        </NativeSelect>
      ) : (
        <OutlinedInput
          {...control}
          notched
          label={label}
          type={type}
          autoComplete={autoComplete}
          inputRef={inputRef}
          {...(multiline && {
            // A plain <textarea> that CSS sizes to its text: MUI's `multiline` measures a hidden
            // copy in a layout effect, a forced layout of the whole page whenever the field
            // mounts (a visible part of a phone's frame as /checkout led back to /).
            inputComponent: 'textarea',
            sx: textAreaStyle(minRows),
          })}
          inputProps={{
            ...described,
            ...(multiline && { type: undefined, rows: minRows }),
            ...htmlInput,
          }}
        />
      )}
      {helper ? <FormHelperText id={helperId}>{helper}</FormHelperText> : null}
    </FormControl>
  );
}

/**
 * FormField's memo: a form's update draws again only the fields whose own props changed. The
 * input's attributes are compared one by one, so a form may write them inline.
 */
export const sameFieldProps = (before: FormFieldProps, after: FormFieldProps) =>
  Object.keys({ ...before, ...after }).every((prop) =>
    prop === 'htmlInput'
      ? shallowEqual(before.htmlInput, after.htmlInput)
      : Object.is(before[prop as keyof FormFieldProps], after[prop as keyof FormFieldProps]),
  );

export default memo(FormField, sameFieldProps);
