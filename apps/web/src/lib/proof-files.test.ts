import { PROOF_LIMITS } from '@portal/contracts/wallet';
import { describe, expect, it } from 'vitest';
import {
  PROOF_MAX_BYTES,
  PROOF_MAX_FILES,
  proofFileProblem,
  validateProofFiles,
} from './proof-files.ts';

const file = (name: string, bytes: number, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });
const png = (bytes = 1024, name = 'shot.png') => file(name, bytes, 'image/png');

describe('receipt images', () => {
  it('uses the contracts’ limits', () => {
    expect(PROOF_MAX_FILES).toBe(PROOF_LIMITS.maxFiles);
    expect(PROOF_MAX_BYTES).toBe(PROOF_LIMITS.maxBytes);
  });

  it('accepts png and jpeg up to exactly 5 MB', () => {
    expect(proofFileProblem(png(PROOF_MAX_BYTES))).toBeNull();
    expect(proofFileProblem(file('a.jpg', 10, 'image/jpeg'))).toBeNull();
    // Some phones give no type: the name decides, the server checks the content.
    expect(proofFileProblem(file('a.JPEG', 10, ''))).toBeNull();
  });

  it('refuses other types, empty files and files over 5 MB', () => {
    expect(proofFileProblem(file('a.gif', 10, 'image/gif'))).toBe('type');
    expect(proofFileProblem(file('a.pdf', 10, 'application/pdf'))).toBe('type');
    expect(proofFileProblem(file('a.png.exe', 10, ''))).toBe('type');
    expect(proofFileProblem(png(PROOF_MAX_BYTES + 1))).toBe('size');
    expect(proofFileProblem(png(0))).toBe('size');
  });

  it('needs 1 to 3 files and names the bad one', () => {
    expect(validateProofFiles([])).toEqual({ key: 'required' });
    expect(validateProofFiles([png(), png(), png()])).toBeNull();
    expect(validateProofFiles([png(), png(), png(), png()])).toEqual({ key: 'tooMany', max: 3 });
    expect(validateProofFiles([png(), png(PROOF_MAX_BYTES + 1, 'big.png')])).toEqual({
      key: 'size',
      name: 'big.png',
    });
    expect(validateProofFiles([file('doc.txt', 3, 'text/plain')])).toEqual({
      key: 'type',
      name: 'doc.txt',
    });
    expect(validateProofFiles([png(), png()], { max: 1 })).toEqual({ key: 'tooMany', max: 1 });
  });
});
