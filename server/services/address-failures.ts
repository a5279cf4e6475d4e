/** Addresses kept before the stale ones are swept out, so that many addresses cannot grow the map without end. */
const SWEEP_AFTER_ADDRESSES = 10_000;

export interface AddressFailures {
  /** Seconds until the address may try again, when it has used up its failures; else undefined. */
  retryAfterSeconds(ip: string): number | undefined;
  failed(ip: string): void;
}

/**
 * The per-address sign-in limit: `max` failed sign-ins per `windowMs`, counted in this process's
 * memory like the other per-address limits. Only failures count, so staff behind one address (a
 * car park's NAT) all sign in at once while a guesser from there is stopped.
 */
export function addressFailures(max: number, windowMs: number): AddressFailures {
  const failures = new Map<string, number[]>();
  const recent = (ip: string) => {
    const since = Date.now() - windowMs;
    const kept = (failures.get(ip) ?? []).filter((at) => at > since);
    if (kept.length > 0) failures.set(ip, kept);
    else failures.delete(ip);
    return kept;
  };
  return {
    retryAfterSeconds(ip) {
      const kept = recent(ip);
      return kept.length >= max ? Math.max(1, Math.ceil((kept[kept.length - max]! + windowMs - Date.now()) / 1000)) : undefined;
    },
    failed(ip) {
      if (failures.size >= SWEEP_AFTER_ADDRESSES) for (const address of [...failures.keys()]) recent(address);
      failures.set(ip, [...recent(ip), Date.now()]);
    },
  };
}
