import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;
const listeners = new Set<() => void>();
let ticks = 0;
let timer: ReturnType<typeof setInterval> | undefined;

// One timer for every running duration on the screen, stopped when none is left.
function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => {
    ticks += 1;
    for (const notify of listeners) notify();
  }, MINUTE_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const currentTick = () => ticks;

/** The time now, with the caller drawn again each minute. */
export function useMinuteClock(): Date {
  useSyncExternalStore(subscribe, currentTick);
  return new Date();
}
