import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

describe('precompressDir', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies of text files that decompress to the same bytes', async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `row ${i}` })))};\n`;
    await writeFile(join(dir, 'app-abc.js'), script);
    await writeFile(join(dir, 'tiny-abc.css'), 'a{color:red}');
    await writeFile(join(dir, 'art-abc.webp'), Buffer.alloc(4096, 7));

    expect(await precompressDir(dir)).toBe(2);
    expect((await readdir(dir)).sort()).toEqual([
      'app-abc.js',
      'app-abc.js.br',
      'app-abc.js.gz',
      'art-abc.webp',
      'tiny-abc.css',
    ]);
    const br = await readFile(join(dir, 'app-abc.js.br'));
    const gz = await readFile(join(dir, 'app-abc.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(gz.length);
  });
});
