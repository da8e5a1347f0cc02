import { COMPLAINT_FIELDS, type ComplaintDetails } from '../../domain/complaint';

/** The form's values: the complaint, and the declaration that stands for a signature. */
export interface ComplaintValues extends Omit<ComplaintDetails, 'kind' | 'document_type'> {
  kind: ComplaintDetails['kind'] | '';
  document_type: ComplaintDetails['document_type'] | '';
  truthful: boolean;
}

export const emptyComplaint = (service = ''): ComplaintValues => ({
  consumer_name: '',
  document_type: '',
  document_number: '',
  address: '',
  phone: '',
  user_email: '',
  guardian: '',
  service,
  amount: '',
  kind: '',
  detail: '',
  request: '',
  truthful: false,
});

/** The fields in the order the visitor meets them, for the focus on the first to fix. */
export const COMPLAINT_FIELD_ORDER: (keyof ComplaintValues)[] = [...COMPLAINT_FIELDS, 'truthful'];

export const complaintFieldId = (name: keyof ComplaintValues) => `complaint-${name}`;
