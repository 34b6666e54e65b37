import type { FieldSetting, RegisterField } from '@portal/contracts/auth';
import { PATTERNS, isPatternId, type PatternId } from '@portal/contracts/patterns';

type Rule = { enabled: boolean; required: boolean; patternId: PatternId; min: number; max: number };

/** Every white label starts with these; operators change them per field in the console. */
export const DEFAULT_FIELD_RULES: Record<RegisterField, Rule> = {
  username: { enabled: true, required: true, patternId: 'LETTER_FIRST_ALNUM', min: 4, max: 16 },
  password: { enabled: true, required: true, patternId: 'ASCII_PRINTABLE', min: 8, max: 32 },
  confirmPassword: { enabled: true, required: true, patternId: 'ASCII_PRINTABLE', min: 8, max: 32 },
  payeeName: { enabled: true, required: false, patternId: 'LETTERS_SPACES', min: 2, max: 50 },
  email: { enabled: true, required: false, patternId: 'EMAIL', min: 5, max: 254 },
  mobileNum: { enabled: true, required: false, patternId: 'MOBILE', min: 6, max: 15 },
  affiliateCode: { enabled: true, required: false, patternId: 'ALNUM', min: 4, max: 16 },
  qqNum: { enabled: false, required: false, patternId: 'DIGITS', min: 5, max: 12 },
  recommenderId: { enabled: false, required: false, patternId: 'ALNUM', min: 4, max: 16 },
  paymentPassword: { enabled: false, required: false, patternId: 'DIGITS', min: 6, max: 6 },
  line: { enabled: false, required: false, patternId: 'NO_SPACES', min: 3, max: 30 },
  whatsapp: { enabled: false, required: false, patternId: 'MOBILE', min: 6, max: 15 },
  facebook: { enabled: false, required: false, patternId: 'NO_SPACES', min: 3, max: 50 },
  wechat: { enabled: false, required: false, patternId: 'NO_SPACES', min: 3, max: 30 },
  idNumber: { enabled: false, required: false, patternId: 'ALNUM', min: 6, max: 20 },
  nickname: { enabled: false, required: false, patternId: 'ANY', min: 2, max: 20 },
  fullname: { enabled: false, required: false, patternId: 'FULL_NAME', min: 3, max: 50 },
  birthday: { enabled: false, required: false, patternId: 'DATE_YMD', min: 10, max: 10 },
  zalo: { enabled: false, required: false, patternId: 'MOBILE', min: 6, max: 15 },
  telegram: { enabled: false, required: false, patternId: 'NO_SPACES', min: 5, max: 32 },
};

/** Stored rows over the defaults; the credentials fields are always on and required. */
export function effectiveFieldSettings(
  stored: readonly {
    field: string;
    enabled: boolean;
    required: boolean;
    patternId: string;
    minLength: number;
    maxLength: number;
  }[],
): Record<RegisterField, FieldSetting> {
  const rules = structuredClone(DEFAULT_FIELD_RULES);
  for (const row of stored) {
    if (!(row.field in rules) || !isPatternId(row.patternId)) continue;
    rules[row.field as RegisterField] = {
      enabled: row.enabled,
      required: row.required,
      patternId: row.patternId,
      min: row.minLength,
      max: row.maxLength,
    };
  }
  for (const field of ['username', 'password', 'confirmPassword'] as const) {
    rules[field].enabled = true;
    rules[field].required = true;
  }
  const out = {} as Record<RegisterField, FieldSetting>;
  for (const [field, rule] of Object.entries(rules) as [RegisterField, Rule][]) {
    out[field] = {
      enabled: rule.enabled,
      required: rule.required && rule.enabled,
      patternId: rule.patternId,
      acceptedPattern: PATTERNS[rule.patternId].acceptedPattern,
      minLength: rule.min,
      maxLength: rule.max,
    };
  }
  return out;
}
