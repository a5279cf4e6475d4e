import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { PAYMENT_METHOD_CODES } from '../../../domain/schemas/reference';
import { createTestApp, type TestApp } from '../../test/harness';
import { listAll } from '../../test/rest';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/payment-methods', () => {
  it("answers DESIGN's six methods, named in both languages, to every role that takes a payment", async () => {
    for (const role of [ROLE.superAdmin, ROLE.admin, ROLE.gateEmployee]) {
      const methods = await listAll(t, await t.bearer(role), 'payment-methods', { sort: ['id', 'ASC'] });
      expect(methods.map((method) => method.code)).toEqual([...PAYMENT_METHOD_CODES]);
      for (const method of methods)
        expect(method).toEqual({
          id: expect.any(Number),
          code: method.code,
          name_en: expect.any(String),
          name_ar: expect.stringMatching(/^[\u0600-\u06FF ]+$/),
        });
    }
  });
});
