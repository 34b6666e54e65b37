import { useMutation } from '@tanstack/react-query';
import { authPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { runBotCheck } from '../../../lib/bot-check.ts';

/** POST /wps/verification/sms/register (with a bot check): the code of a mobile registration. */
export async function sendRegisterSms(body: {
  mobileNo: string;
  countryDialingCode: string;
}): Promise<{ expiredMinutes: number }> {
  const botcheck = await runBotCheck();
  return apiFetch(authPaths.smsRegister, { method: 'POST', body: { ...body, botcheck } });
}

export function useSendRegisterSms() {
  return useMutation({ mutationFn: sendRegisterSms });
}
