import { PROOF_MAX_BYTES, PROOF_MAX_FILES } from '../../lib/proof-files.ts';

/**
 * The form's rules. Mirrors the contracts' FEEDBACK_LIMITS and feedbackLength (a test keeps them
 * equal) without pulling zod into the chunk; the server checks everything again.
 */
export const FEEDBACK_MIN_CHARS = 20;
export const FEEDBACK_MAX_CHARS = 200;
export const FEEDBACK_MAX_IMAGES = PROOF_MAX_FILES;
export const FEEDBACK_MAX_IMAGE_BYTES = PROOF_MAX_BYTES;
/** Spec order: 1 deposit, 2 withdrawal, 3 game, 4 customer service, 6 agent application, 0 other. */
export const FEEDBACK_TYPE_OPTIONS = ['1', '2', '3', '4', '6', '0'] as const;

/** Characters as the limits count them: code points of the trimmed text (as the server does). */
export const feedbackLength = (text: string) => [...text.trim()].length;

export interface FeedbackDraft {
  type: string;
  content: string;
  captcha: string;
}

/** The spec's required fields that are empty, in the form's order. */
export function emptyFields(draft: FeedbackDraft): (keyof FeedbackDraft)[] {
  return (['type', 'content', 'captcha'] as const).filter((f) => draft[f].trim() === '');
}

/** Why the description's length is not allowed (it is not empty), or null. */
export function contentProblem(content: string): 'tooShort' | 'tooLong' | null {
  const length = feedbackLength(content);
  if (length === 0) return null;
  if (length < FEEDBACK_MIN_CHARS) return 'tooShort';
  if (length > FEEDBACK_MAX_CHARS) return 'tooLong';
  return null;
}
