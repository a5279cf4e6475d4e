import type { FastifyInstance } from 'fastify';

/**
 * Stops accepting connections and waits for the requests in flight, at most `graceMs`; then cuts
 * the connections still open. Answers whether every request was answered in time.
 */
export async function closeWithin(app: FastifyInstance, graceMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)));
  const drained = await Promise.race([app.close().then(() => true as const), late]);
  clearTimeout(timer);
  if (!drained) app.server.closeAllConnections();
  return drained;
}
