// Local only (not committed): the shared config with longer server start-up on a busy machine.
import base from './playwright.config.ts';

const servers = Array.isArray(base.webServer) ? base.webServer : [base.webServer!];
export default { ...base, webServer: servers.map((s) => ({ ...s, timeout: 240_000 })) };
