import { buildProviderApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = buildProviderApp({
  ...config,
  logger: { level: config.logLevel },
  // Give queued wins and rollbacks a moment to reach the portal before the process ends.
  drainMs: 5000,
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const pending = app.provider.client.pendingDeliveries();
  if (pending.length > 0) app.log.warn({ pending: pending.length }, 'draining queued wallet calls');
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'close failed');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

const address = await app.listen({ port: config.port, host: config.host });
app.log.info(
  { address, publicUrl: config.publicUrl, faults: config.faults },
  `demo provider listening on ${address}`,
);
