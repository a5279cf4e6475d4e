import { paymentMethodRecordSchema } from '../../domain/schemas/reference';
import { paymentMethods } from '../db/schema';
import { referenceList } from './reference-list';

export const paymentMethodsResource = referenceList('payment-methods', paymentMethods, paymentMethodRecordSchema);
