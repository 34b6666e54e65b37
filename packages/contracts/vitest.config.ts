import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: '@portal/contracts', include: ['src/**/*.test.ts'] },
});
