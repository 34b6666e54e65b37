import type { FieldSetting } from '@portal/contracts/auth';
import {
  compileAcceptedPattern,
  fieldIssueMessage,
  isPatternId,
  validateField,
} from '@portal/contracts/patterns';

/** Loose client check; the server decides what a valid number is for the dialing code. */
export const MOBILE_RE = /^\d{6,15}$/;
/** Sms and e-mail codes are digits. */
export const CODE_RE = /^\d{4,8}$/;

/**
 * Validates a registration field against its server-supplied settings and returns the message
 * in the current language, or null. Unknown pattern ids fall back to the acceptedPattern regex.
 */
export function checkSettingField(
  value: string,
  setting: FieldSetting,
  language: string,
  required = setting.required,
): string | null {
  const patternId = isPatternId(setting.patternId) ? setting.patternId : null;
  const known = patternId !== null;
  const rule = {
    patternId: patternId ?? 'ANY',
    minLength: setting.minLength,
    maxLength: setting.maxLength,
    required,
  } as const;
  const issue = validateField(value, rule);
  if (issue) return fieldIssueMessage(issue, language);
  if (!known && value !== '' && setting.acceptedPattern !== '*') {
    try {
      if (!compileAcceptedPattern(setting.acceptedPattern).test(value)) {
        const min = rule.minLength;
        return fieldIssueMessage(
          { kind: 'pattern', patternId: 'ANY', min, max: rule.maxLength },
          language,
        );
      }
    } catch {
      // A malformed server pattern cannot be applied here; the server re-validates anyway.
    }
  }
  return null;
}
