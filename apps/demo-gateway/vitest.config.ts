import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: '@portal/demo-gateway', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
