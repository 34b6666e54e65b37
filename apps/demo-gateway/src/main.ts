import { buildGatewayApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = buildGatewayApp({ ...config, logger: { level: config.logLevel } });

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const pending = app.gateway.notifier.pending();
  // Orders live in memory: what is still waiting is lost with the process (see README).
  if (pending.length > 0) app.log.warn({ pending: pending.length }, 'undelivered notifications');
  const force = setTimeout(() => process.exit(1), 10_000);
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
app.log.info({ address, publicUrl: config.publicUrl }, `demo gateway listening on ${address}`);
