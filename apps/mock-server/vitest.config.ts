import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mock-server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    isolate: false,
    unstubGlobals: true,
  },
});
