import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// How long findBy and waitFor look before failing: a bound for what never shows, not a wait. With
// another test run on the same two cores, a screen has taken over 5 s to show; a passing test
// waits no longer for it.
configure({ asyncUtilTimeout: 30_000 });

// Files share a worker (the project runs without isolation): nothing a test leaves behind, a
// rendered tree, stored settings or a spy on fetch, may reach the next file.
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});
