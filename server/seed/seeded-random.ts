/**
 * A small pseudo-random generator (mulberry32) for demo data: the same seed gives the same
 * sequence, so the demo is the same on every machine and its tests see the same data.
 */
export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  /** A number between `min` and `max`, small values as likely as large ones in proportion (log-uniform). */
  spread(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One of the keys, each as likely as its weight. */
  weighted<Key extends string>(weights: Partial<Record<Key, number>>): Key;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    spread: (min, max) => min * Math.exp(next() * Math.log(max / min)),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted<Key extends string>(weights: Partial<Record<Key, number>>): Key {
      const entries = Object.entries(weights) as Array<[Key, number]>;
      let left = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [key, weight] of entries) {
        left -= weight;
        if (left < 0) return key;
      }
      return entries[entries.length - 1]![0];
    },
  };
}
