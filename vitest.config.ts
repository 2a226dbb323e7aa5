import { defineConfig } from 'vitest/config';

// Unit and component tests of every package; contract tests and browser tests run on their own.
export default defineConfig({
  test: {
    projects: [
      'apps/web',
      'apps/mock-server',
      // The repository's own checks (scripts/doc-paths.test.ts: the paths the documents and comments name).
      // scripts/deploy/: the Kubernetes manifests of deploy/, whose edge files the setup renders first.
      {
        test: {
          name: 'repo',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
          globalSetup: ['scripts/deploy/edge-generated.setup.ts'],
        },
      },
    ],
  },
});
