import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/fair',
      'apps/server',
      'apps/demo-provider',
      'apps/demo-gateway',
      'apps/web',
      'apps/admin',
    ],
  },
});
