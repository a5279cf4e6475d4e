import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Files share a worker (the project runs without isolation): nothing a test leaves behind, a
// rendered tree, stored settings or a spy on fetch, may reach the next file.
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});
