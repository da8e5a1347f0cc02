import { memo, useCallback, useLayoutEffect, useRef, type FocusEvent } from 'react';
import FormField, { type FormFieldProps } from './FormField';

/**
 * A date field that no render writes into while a visitor types in it. Chromium's date field
 * drops the segments typed so far whenever its value attribute or its min is set, even to the
 * same value, and React sets the value attribute of a controlled input when it hydrates it and
 * whenever its value changes. So React renders this field without a value: the field holds what
 * is typed, and the form's value is put into it only when the two differ (a stored quote, dates
 * cleared by the modality) and the visitor is not in the field; if they are, once they leave it.
 * A disabled field always shows the form's value: nobody is typing in it.
 */
function DateField({ value = '', onBlur, disabled, ...props }: FormFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const mounted = useRef(false);
  const showFormValue = useCallback(() => {
    const field = input.current;
    if (!field || field.value === String(value) || field === document.activeElement) return;
    // What a prerendered field already holds when its code comes was typed by the visitor, and
    // is the form's value a moment later, unless the form refuses it (dates of an annual cover).
    if (!mounted.current && field.value !== '' && !disabled) return;
    field.value = String(value);
  }, [value, disabled]);
  useLayoutEffect(() => {
    showFormValue();
    mounted.current = true;
  }, [showFormValue]);
  const leave = useCallback(
    (event: FocusEvent) => {
      onBlur?.(event);
      showFormValue();
    },
    [onBlur, showFormValue],
  );
  return <FormField {...props} disabled={disabled} type="date" onBlur={leave} inputRef={input} />;
}

export default memo(DateField);
