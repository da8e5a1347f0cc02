import { yupToFormErrors, type FormikErrors } from 'formik';
import { ValidationError, type Schema } from 'yup';

/** Every rule `values` break, keyed like the form's fields as Formik shows them; {} when none. */
export function formErrors<Values>(schema: Schema, values: Values): FormikErrors<Values> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return yupToFormErrors<Values>(error);
    throw error;
  }
}
