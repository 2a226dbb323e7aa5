import { defineConfig } from 'vitest/config';

// Two groups that run one after the other: the consumer tests write the pact file, then the
// provider group checks it covers every operation and verifies it against the mock backend.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'consumer',
          include: ['src/consumer/**/*.pact.test.ts'],
          globalSetup: ['src/consumer/remove-old-pact.ts'],
          // Every file merges its interactions into the same pact file: one at a time.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'provider',
          include: ['src/provider/**/*.test.ts', 'src/deploy-gate/**/*.test.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 2 },
          testTimeout: 120_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
