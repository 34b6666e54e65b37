import { PROOF_MAX_FILES } from '../../lib/proof-files.ts';

/**
 * An application's rules. Mirrors the contracts' APPLICATION_LIMITS (a test keeps them equal)
 * without pulling zod into the chunk; the server checks everything again.
 */
export const APPLICATION_COMMENT_MAX = 140;
export const APPLICATION_MAX_IMAGES = PROOF_MAX_FILES;

/** A comment's length as the server counts it: UTF-16 units of the trimmed text. */
export const commentLength = (text: string) => text.trim().length;
