import { defineConfig } from 'vitest/config';

// Unit and component tests of every package; contract tests and browser tests run on their own.
export default defineConfig({
  test: {
    projects: ['apps/web', 'apps/mock-server'],
  },
});
