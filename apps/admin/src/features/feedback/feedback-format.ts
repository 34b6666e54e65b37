import type { TFunction } from 'i18next';

/** Spec order of the question types, as the desk's filter offers them. */
export const FEEDBACK_TYPE_KEYS = ['1', '2', '3', '4', '6', '0'] as const;

/** Spec question type 6: the player applies to become an agent (the desk may approve it). */
export const AGENT_APPLICATION = 6;

/** "3 h 12 min", "25 min", "2 d 4 h": how long an item has waited. */
export function waitingText(seconds: number, t: TFunction): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) return t('feedback.days', { d: days, h: hours % 24 });
  if (hours > 0) return t('feedback.hours', { h: hours, m: minutes % 60 });
  return t('feedback.minutes', { m: minutes });
}

/** The type's name, or its number when this build does not know it. */
export function typeText(type: number, t: TFunction): string {
  const key = FEEDBACK_TYPE_KEYS.find((k) => k === String(type));
  return key ? t(`feedback.types.${key}`) : String(type);
}
