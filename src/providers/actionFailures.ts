import { rethrowAs } from './failures';
import type { AppDataProvider } from './dataProvider';

/** The failure message of each call that changes something: of a resource's record, by what is done to it. */
const RESOURCE_ACTIONS = {
  create: 'save',
  update: 'save',
  updateMany: 'save',
  delete: 'delete',
  deleteMany: 'delete',
} as const;
/** …and of each workflow call. */
const WORKFLOW_ACTIONS = {
  deletePayment: 'ps.failures.delete.parking-transactions',
} as const satisfies Partial<Record<keyof AppDataProvider, string>>;

/**
 * A change that fails says which one failed ("Failed to save the area. Please try again.") where
 * the server gave no reason of its own (no answer, a 5xx); a refusal the server explains (a
 * conflict, a record in use, a field error) keeps its explanation. Every toast and dialog that
 * shows a failed call's message gets this without asking for it.
 */
export function withActionFailures(provider: AppDataProvider): AppDataProvider {
  const wrapped: Record<string, unknown> = { ...provider };
  for (const [method, action] of Object.entries(RESOURCE_ACTIONS)) {
    const call = provider[method as keyof AppDataProvider] as
      ((resource: string, ...rest: unknown[]) => Promise<unknown>) | undefined;
    if (call)
      wrapped[method] = (resource: string, ...rest: unknown[]) =>
        call(resource, ...rest).catch(rethrowAs(`ps.failures.${action}.${resource}`));
  }
  for (const [method, message] of Object.entries(WORKFLOW_ACTIONS)) {
    const call = provider[method as keyof AppDataProvider] as ((...args: unknown[]) => Promise<unknown>) | undefined;
    if (call) wrapped[method] = (...args: unknown[]) => call(...args).catch(rethrowAs(message));
  }
  return wrapped as unknown as AppDataProvider;
}
