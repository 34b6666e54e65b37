import http from 'node:http';
import https from 'node:https';

/** One POST's answer: the status and the body as text. */
export interface PostAnswer {
  status: number;
  text: string;
}

/** Sends one POST; rejects on a network error or when `signal` aborts. */
export type HttpPost = (
  url: string,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
) => Promise<PostAnswer>;

/** Answers past this are cut off: a vendor never needs more than a few kilobytes back. */
const MAX_ANSWER_BYTES = 1_048_576;

/**
 * POSTs over node:http(s) with kept-alive connections: a vendor's client calls the portal
 * thousands of times a second, and global fetch (web streams, a Request and a Response per call)
 * spent several times the CPU per call. `close()` ends the idle connections.
 */
export function createHttpPost(): HttpPost & { close: () => void } {
  const agents = {
    http: new http.Agent({ keepAlive: true, maxSockets: 256 }),
    https: new https.Agent({ keepAlive: true, maxSockets: 256 }),
  };
  const post: HttpPost = (url, headers, body, signal) =>
    new Promise<PostAnswer>((resolve, reject) => {
      const target = new URL(url);
      const secure = target.protocol === 'https:';
      const request = (secure ? https : http).request(
        target,
        {
          method: 'POST',
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
          agent: secure ? agents.https : agents.http,
          signal,
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES) {
              response.destroy(new Error(`answer larger than ${MAX_ANSWER_BYTES} bytes`));
              return;
            }
            chunks.push(chunk);
          });
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  return Object.assign(post, {
    close: () => {
      agents.http.destroy();
      agents.https.destroy();
    },
  });
}
