/**
 * Uploaded images (payment receipts, feedback screenshots). Mirrors the contracts' PROOF_LIMITS (a test keeps them equal) without pulling
 * zod into the page chunk; the server checks the content again.
 */
export const PROOF_MAX_FILES = 3;
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const IMAGE_NAMES = /\.(png|jpe?g)$/i;

/** What the file picker offers. */
export const PROOF_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

export type ProofFileProblem = 'type' | 'size';

/** Why one file cannot be a receipt image, or null. */
export function proofFileProblem(file: File): ProofFileProblem | null {
  const typeOk = file.type ? IMAGE_TYPES.includes(file.type) : IMAGE_NAMES.test(file.name);
  if (!typeOk) return 'type';
  if (file.size > PROOF_MAX_BYTES || file.size === 0) return 'size';
  return null;
}

export type ProofSetProblem =
  | { key: 'required' }
  | { key: 'tooMany'; max: number }
  | { key: 'type'; name: string }
  | { key: 'size'; name: string };

/** Why a set of files cannot be sent as receipts (between `min` and `max` files), or null. */
export function validateProofFiles(
  files: readonly File[],
  { min = 1, max = PROOF_MAX_FILES }: { min?: number; max?: number } = {},
): ProofSetProblem | null {
  if (files.length < min) return { key: 'required' };
  if (files.length > max) return { key: 'tooMany', max };
  for (const file of files) {
    const problem = proofFileProblem(file);
    if (problem) return { key: problem, name: file.name };
  }
  return null;
}
