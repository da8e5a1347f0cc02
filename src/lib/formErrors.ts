import { yupToFormErrors, type FormikErrors } from 'formik';
import { ValidationError, type Schema } from 'yup';

/**
 * Every rule `values` break, keyed like the form's fields as Formik shows them; {} when none. The
 * whole form is the validation's context, for a rule that compares fields (no two travellers
 * with one document).
 */
export function formErrors<Values>(schema: Schema, values: Values): FormikErrors<Values> {
  try {
    // Errors without stack traces: a form of eight travellers has up to 64 of them.
    schema.validateSync(values, { abortEarly: false, disableStackTrace: true, context: values });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return yupToFormErrors<Values>(error);
    throw error;
  }
}
