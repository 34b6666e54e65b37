import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './db/client.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Started {
  url: string;
  logs: Record<string, unknown>[];
  stop(signal: NodeJS.Signals): Promise<number | null>;
}

/** Runs `main.ts` as a real process on a random port with a PGlite data directory. */
function start(dataDir: string): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      PGLITE_PATH: dataDir,
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let buffer = '';
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      buffer += d.toString();
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = JSON.parse(buffer.slice(0, nl)) as Record<string, unknown>;
        buffer = buffer.slice(nl + 1);
        logs.push(line);
        if (typeof line.address === 'string') {
          resolve({
            url: line.address,
            logs,
            stop: (signal) => {
              child.kill(signal);
              return exited;
            },
          });
        }
      }
    });
    void exited.then((code) => reject(new Error(`server exited early (${code}): ${stderr}`)));
  });
}

describe('main (the real process)', () => {
  it('migrates and seeds on first start only, serves, and exits cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-main-'));
    const first = await start(dataDir);
    expect(first.logs.find((l) => l.address)).toMatchObject({ database: 'pglite', seeded: true });
    const res = await fetch(`${first.url}/wps/system/status`);
    expect(((await res.json()) as { value: { status: number } }).value.status).toBe(0);
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.logs.some((l) => l.msg === 'shutting down' && l.signal === 'SIGTERM')).toBe(true);

    const second = await start(dataDir);
    expect(second.logs.find((l) => l.address)).toMatchObject({ seeded: false });
    expect(await second.stop('SIGTERM')).toBe(0);

    // The data directory was closed cleanly and still holds the demo white labels.
    const database = await createDatabase({ pglitePath: dataDir });
    const { isEmpty } = await import('./db/seed.ts');
    expect(await isEmpty(database.db)).toBe(false);
    await database.close();
  }, 120_000);
});
