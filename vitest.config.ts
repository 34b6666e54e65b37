import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/fair',
      'apps/server',
      'apps/demo-provider',
      'apps/web',
      'apps/admin',
    ],
  },
});
