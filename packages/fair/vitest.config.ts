import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The RTP simulations (src/sim/*.sim.test.ts) run their 10^7 rounds in worker threads.
  test: { name: '@portal/fair', include: ['src/**/*.test.ts'] },
});
