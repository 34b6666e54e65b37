import { useMutation } from '@tanstack/react-query';
import { authPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { runBotCheck } from '../../../lib/bot-check.ts';

export interface SmsNoLoginBody {
  mobileNum: string;
  countryDialingCode: string;
  purpose: 'login' | 'forgot';
}

/** POST /wps/verification/sms/noLogin (with a bot check): a code for sms login or forgot. */
export async function sendSmsCode(body: SmsNoLoginBody): Promise<{ expiredMinutes: number }> {
  const botcheck = await runBotCheck();
  return apiFetch(authPaths.smsNoLogin, { method: 'POST', body: { ...body, botcheck } });
}

export function useSendSmsCode() {
  return useMutation({ mutationFn: sendSmsCode });
}
