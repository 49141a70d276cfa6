import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Test files share a page (vitest.config.ts): each test leaves it as it found it.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
