import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plateLetters, plateNumber } from '../../../domain/schemas/plate';
import { VALIDATION } from '../../../domain/validation-messages';
import { errorsPlugin, fieldErrorsOf } from './errors';

const vehicle = z.object({
  plate_letters: plateLetters(),
  plate_number: plateNumber(),
  model: z.string({ error: VALIDATION.required }),
});

/** The error handler of the app in front of one route checked with plate fields, as a resource route is. */
async function appWithPlateRoute() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.post(
    '/vehicles',
    { schema: { body: z.object({ vehicles: z.array(vehicle) }) } },
    async (request) => request.body,
  );
  app.post('/parsed', async (request) => vehicle.parse(request.body));
  return app;
}

const app = await appWithPlateRoute();
afterAll(() => app.close());

describe('field errors of a refused request', () => {
  it('name the unknown plate letter as {message, args}, every other error as its key', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/vehicles',
      payload: { vehicles: [{ plate_letters: 'ا ج', plate_number: '12345' }] },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      message: expect.any(String),
      code: 'validation_failed',
      errors: {
        'vehicles.0.plate_letters': { message: VALIDATION.plateLetter, args: { letter: 'ج' } },
        'vehicles.0.plate_number': VALIDATION.plateNumber,
        'vehicles.0.model': VALIDATION.required,
      },
    });
  });

  it('do the same for a schema parsed inside a handler', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/parsed',
      payload: { plate_letters: 'abc', plate_number: '١٢', model: 'Camry' },
    });
    expect(answer.json().errors).toEqual({ plate_letters: { message: VALIDATION.plateLetter, args: { letter: 'c' } } });
  });

  it('store a valid plate in its one form, its number without leading zeros', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/vehicles',
      payload: { vehicles: [{ plate_letters: 'ح ب ا', plate_number: '٠١٢٣', model: 'Camry' }] },
    });
    expect(answer.json()).toEqual({ vehicles: [{ plate_letters: 'ABJ', plate_number: '123', model: 'Camry' }] });
  });

  it('keep the first error of a field, and read a message that is not ours as an invalid choice', () => {
    expect(
      fieldErrorsOf([
        { path: ['a'], message: VALIDATION.tooLong },
        { path: ['a'], message: VALIDATION.required },
        { path: [], message: 'Invalid input' },
        { path: ['b'], message: 'ps.validation.plate_letter', params: { letter: 7 } },
      ]),
    ).toEqual({ a: VALIDATION.tooLong, body: VALIDATION.invalidChoice, b: VALIDATION.plateLetter });
  });
});
