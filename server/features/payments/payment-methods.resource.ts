import { paymentMethodRecordSchema } from '../../../domain/schemas/reference';
import { paymentMethods } from '../../db/schema';
import { referenceList } from '../../core/reference-list';

export const paymentMethodsResource = referenceList('payment-methods', paymentMethods, paymentMethodRecordSchema);
