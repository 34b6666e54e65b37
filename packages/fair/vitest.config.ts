import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: '@portal/fair', include: ['src/**/*.test.ts'] },
});
