import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { buildGatewayApp } from '@portal/demo-gateway/app';

/** One email as the test SMTP server received it, headers and text part decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  contentLanguage: string | undefined;
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) back to text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_x, h: string) => `%${h}`),
            'latin1',
          )
            .toString()
            .replace(/(%[0-9a-f]{2})+/gi, (s) => decodeURIComponent(s)),
    );
}

function decodeBody(body: string, encoding: string | undefined): string {
  const enc = (encoding ?? '').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function headersOf(block: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) out[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return out;
}

/** The message's parts by content type (text/plain, text/html), decoded. */
function partsOf(raw: string): Record<string, string> {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = headersOf(head);
  const body = rest.join('\r\n\r\n');
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) {
    const type = (headers['content-type'] ?? 'text/plain').split(';')[0]!.trim();
    return { [type]: decodeBody(body, headers['content-transfer-encoding']) };
  }
  const out: Record<string, string> = {};
  for (const part of body.split(`--${boundary}`).slice(1)) {
    if (part.startsWith('--')) break;
    Object.assign(out, partsOf(part.replace(/^\r?\n/, '')));
  }
  return out;
}

/** A real SMTP server in this process on 127.0.0.1 (any free port), requiring a login. */
export async function startSmtp(credentials: { user: string; pass: string }) {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const headers = headersOf(raw.split(/\r?\n\r?\n/)[0] ?? '');
        const parts = partsOf(raw);
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw,
          subject: decodeWords(headers.subject ?? ''),
          messageId: headers['message-id'] ?? '',
          text: parts['text/plain'] ?? '',
          html: parts['text/html'] ?? '',
          contentLanguage: headers['content-language'],
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The demo sms gateway (apps/demo-gateway) on loopback with one key. */
export async function startSmsGateway(keyId: string, secret: string) {
  const app: FastifyInstance = buildGatewayApp({
    smsKeys: { [keyId]: secret },
    smsTestEndpoints: true,
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url, sms: app.gateway.sms, close: () => app.close() };
}

/** Polls until `check` answers something truthy (or fails after `ms`). */
export async function waitFor<T>(
  check: () => Promise<T> | T,
  ms = 10_000,
): Promise<NonNullable<T>> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('waitFor: timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}
