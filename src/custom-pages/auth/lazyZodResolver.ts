import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A form resolver that fetches zod and the form's schema when they are first needed rather than
 * with the page, which then paints without them. `preload` starts the fetch ahead of the first
 * validation (when the user starts typing); a validation before it has come simply waits for it.
 */
export function lazyZodResolver(loadSchema: () => Promise<ZodType<FieldValues, FieldValues>>) {
  let loading: Promise<Resolver> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema),
      (failure: unknown) => {
        loading = undefined; // a failed fetch is tried again at the next validation
        throw failure;
      },
    ));
  const resolver: Resolver = async (values, context, options) => (await load())(values, context, options);
  return { resolver, preload: () => void load().catch(() => {}) };
}
