import { rethrowAs } from './failures';
import type { AppDataProvider } from './dataProvider';

/** The failure message of each call that changes a resource's record, by what is done to it. */
const RESOURCE_ACTIONS = {
  create: 'save',
  update: 'save',
  updateMany: 'save',
  delete: 'delete',
  deleteMany: 'delete',
} as const;

/**
 * A change that fails says which one failed ("Failed to save the area. Please try again.") where
 * the server gave no reason of its own (no answer, a 5xx); a refusal the server explains (a
 * conflict, a record in use, a field error) keeps its explanation. Every toast and dialog that
 * shows a failed call's message gets this without asking for it; the calls of declared endpoints
 * name theirs in their declarations (domain/endpoints).
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
  return wrapped as unknown as AppDataProvider;
}
