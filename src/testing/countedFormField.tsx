import { jest } from '@jest/globals';
import { memo } from 'react';
import type { FormFieldProps } from '../components/FormField';

/**
 * Stands in for FormField in a test (`jest.mock('…/components/FormField', () =>
 * jest.requireActual('…/testing/countedFormField'))`): the real field behind the same memo,
 * counting its renders by name, so a test can tell which fields a key press drew again.
 */
export const fieldRenders: Record<string, number> = {};

const { default: Field, sameFieldProps } =
  jest.requireActual<typeof import('../components/FormField')>('../components/FormField');

export default memo(function CountedFormField(props: FormFieldProps) {
  fieldRenders[props.name] = (fieldRenders[props.name] ?? 0) + 1;
  return <Field {...props} />;
}, sameFieldProps);

/** The fields other than `typed` drawn again since `before` was taken: none, when memo holds. */
export const fieldsDrawnAgain = (before: Record<string, number>, typed: string) =>
  Object.keys(before).filter((name) => name !== typed && fieldRenders[name] !== before[name]);
