/**
 * A step of the start-up, said as it begins and as it ends with its time, so a first start that
 * builds and seeds for a while says what it is doing instead of sitting silent.
 */
export async function startupStep<T>(doing: string, work: () => Promise<T>, done: (result: T) => string): Promise<T> {
  console.log(`${doing}…`);
  const started = performance.now();
  const result = await work();
  console.log(`${done(result)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}
