import type { FastifyInstance } from 'fastify';
import { MERCHANT_VALIDATION_ENDPOINTS as VALIDATIONS } from '../../../domain/endpoints/merchants';
import { serve } from '../../core/endpoint';
import { lookUpStay, validate } from './merchant-validations';
import { callOf } from '../../core/crud.routes';

/** A validator's screen: find an open stay of its merchant's area, and validate it with an offer. */
export async function merchantValidationRoutes(app: FastifyInstance) {
  serve(app, VALIDATIONS.lookUpStay, (request) => lookUpStay(callOf(app, request), request.body));
  serve(app, VALIDATIONS.validate, (request) => validate(callOf(app, request), request.body));
}
