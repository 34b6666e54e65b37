import { useMutation } from '@tanstack/react-query';
import type { LoginResult } from '@portal/contracts/auth';
import { authPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export interface AgentLoginBody {
  username: string;
  password: string;
  captcha?: string;
  captchaKey?: string;
  botcheck?: string;
}

/** POST /wps/session/login (encrypted) in the agent area; non-agents get AUTH_NOT_AGENT. */
export function agentLogin(body: AgentLoginBody): Promise<LoginResult> {
  return apiFetch<LoginResult>(authPaths.login, {
    method: 'POST',
    body: { ...body, type: 'username', area: 'agent' },
    encrypted: true,
  });
}

export function useAgentLogin() {
  return useMutation({ mutationFn: agentLogin });
}
