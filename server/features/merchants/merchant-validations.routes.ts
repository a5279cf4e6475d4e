import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  merchantValidationRecordSchema,
  validationLookupSchema,
  validationRequestSchema,
  validationStaySchema,
} from '../../../domain/schemas/merchant-validation';
import { lookUpStay, validate } from './merchant-validations';
import { callOf } from '../../core/crud.routes';

/** A validator's screen: find an open stay of its merchant's area, and validate it with an offer. */
export async function merchantValidationRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['merchant-validations'];
  const validator = app.requirePermission(['validations_access']);
  app.post(
    '/validations/lookup',
    {
      onRequest: validator,
      schema: {
        tags,
        description:
          "An open stay of the merchant's area by plate (either script), ticket number or QR value: its price so far and what each offer would take off now",
        body: validationLookupSchema,
        response: { 200: validationStaySchema },
      },
    },
    (request) => lookUpStay(callOf(app, request), request.body),
  );
  app.post(
    '/validations',
    {
      onRequest: validator,
      schema: {
        tags,
        description: "Validates an open stay with one of the merchant's offers; every refusal is audited",
        body: validationRequestSchema,
        response: { 201: merchantValidationRecordSchema },
      },
    },
    async (request, reply) => {
      const record = await validate(callOf(app, request), request.body);
      reply.status(201);
      return record;
    },
  );
}
