import type { TestApp } from './harness';

/**
 * Opens the cashier shift a gate employee needs before taking money (domain/cashier-shift.ts), as
 * the console does at the start of their work; answers its id.
 */
export async function openShiftFor(t: TestApp, token: string, float = 0): Promise<number> {
  const response = await t.request({ method: 'POST', url: '/api/cashier-shifts', token, payload: { float } });
  if (response.statusCode !== 201) throw new Error(`opening a shift failed: ${response.statusCode} ${response.body}`);
  return response.json().id;
}
