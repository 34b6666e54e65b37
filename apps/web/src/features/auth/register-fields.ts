import type { HTMLInputTypeAttribute } from 'react';
import type { RegisterField, RegisterSettings } from '@portal/contracts/auth';
import type { IconName } from '../../components/ui/icons/icon.tsx';
import type { RegisterKind } from './api/register.ts';

/** How a field's input behaves; labels come from i18n (auth.fields.<name>). */
export interface FieldInput {
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  icon?: IconName;
}

export const FIELD_INPUTS: Partial<Record<RegisterField, FieldInput>> = {
  username: { autoComplete: 'username', icon: 'user' },
  password: { type: 'password', autoComplete: 'new-password', icon: 'lock' },
  confirmPassword: { type: 'password', autoComplete: 'new-password', icon: 'lock' },
  paymentPassword: { type: 'password', autoComplete: 'off', icon: 'lock' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', icon: 'mail' },
  mobileNum: { type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric' },
  qqNum: { inputMode: 'numeric' },
  payeeName: { autoComplete: 'name', icon: 'user' },
  fullname: { autoComplete: 'name', icon: 'user' },
  nickname: { autoComplete: 'nickname', icon: 'user' },
  birthday: { autoComplete: 'bday', inputMode: 'numeric' },
  affiliateCode: { icon: 'userPlus', autoComplete: 'off' },
  recommenderId: { icon: 'userPlus', autoComplete: 'off' },
};

/** Settings-driven extras, in the spec's field order; each shows only when enabled. */
const OPTIONAL_FIELDS: readonly RegisterField[] = [
  'payeeName',
  'fullname',
  'nickname',
  'email',
  'mobileNum',
  'birthday',
  'idNumber',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'zalo',
  'telegram',
  'recommenderId',
  'affiliateCode',
];

/** The fields a tab shows, in order. Username and mobile come first on their own tabs. */
export function visibleFields(settings: RegisterSettings, kind: RegisterKind): RegisterField[] {
  const head: RegisterField[] =
    kind === 'username'
      ? ['username', 'password', 'confirmPassword']
      : ['mobileNum', 'password', 'confirmPassword'];
  const extras = OPTIONAL_FIELDS.filter(
    (name) => !head.includes(name) && settings.fields[name]?.enabled === true,
  );
  return [...head, ...extras];
}

/** Is the field required on this tab? The tab's own identifier always is. */
export function isFieldRequired(
  settings: RegisterSettings,
  kind: RegisterKind,
  name: RegisterField,
): boolean {
  if (name === 'password' || name === 'confirmPassword') return true;
  if (kind === 'username' && name === 'username') return true;
  if (kind === 'mobile' && name === 'mobileNum') return true;
  return settings.fields[name]?.required === true;
}
