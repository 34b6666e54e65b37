import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegisterSettings } from '@portal/contracts/auth';
import { authPaths } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { readStorage, writeStorage } from '../../../lib/storage.ts';

/** Spec section 4: registration validation is cached in session storage. */
export const REGISTER_SETTINGS_KEY = 'registerSettings';

function readCached(): RegisterSettings | undefined {
  try {
    const text = readStorage('session', REGISTER_SETTINGS_KEY);
    return text ? (JSON.parse(text) as RegisterSettings) : undefined;
  } catch {
    return undefined;
  }
}

export async function getRegisterSettings(signal?: AbortSignal): Promise<RegisterSettings> {
  const settings = await apiFetch<RegisterSettings>(authPaths.registerSettings, { signal });
  writeStorage('session', REGISTER_SETTINGS_KEY, JSON.stringify(settings));
  return settings;
}

export const registerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'register-settings'],
    queryFn: ({ signal }) => getRegisterSettings(signal),
    initialData: readCached,
    staleTime: Infinity,
  });

export function useRegisterSettings() {
  return useQuery(registerSettingsQueryOptions());
}
