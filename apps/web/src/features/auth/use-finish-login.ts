import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../lib/router/index.ts';
import type { LoginResult } from '@portal/contracts/auth';
import { paths } from '../../config/paths.ts';
import { beginSession, type BeginOptions } from '../../lib/session/session.ts';
import { useModalStore } from '../../lib/stores/modal-store.ts';

/** After login, registration or a phone reset: store the session, load info, close, go to /. */
export function useFinishLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (result: LoginResult, options?: BeginOptions & { to?: string }) => {
    await beginSession(queryClient, result, options);
    useModalStore.getState().closeAll();
    await navigate(options?.to ?? paths.home);
  };
}
