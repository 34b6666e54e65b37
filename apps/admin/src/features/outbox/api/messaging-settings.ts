import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MessagingSettings,
  MessagingSettingsUpdate,
  MessagingTestRequest,
  MessagingTestResult,
} from '@portal/contracts/outbound';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { OUTBOX_KEY } from './list-outbox.ts';

const SETTINGS_KEY = 'admin-messaging-settings';

/** The white label's SMTP and sms gateway settings (secrets only as "set"). */
export const getMessagingSettings = (signal?: AbortSignal) =>
  apiFetch<MessagingSettings>(api.messagingSettings, signal ? { signal } : {});

export const useMessagingSettings = () =>
  useQuery({ queryKey: [SETTINGS_KEY], queryFn: ({ signal }) => getMessagingSettings(signal) });

export const saveMessagingSettings = (body: MessagingSettingsUpdate) =>
  apiFetch<MessagingSettings>(api.messagingSettings, { method: 'PUT', body });

export function useSaveMessagingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMessagingSettings,
    onSuccess: (settings) => queryClient.setQueryData([SETTINGS_KEY], settings),
  });
}

/** Sends a test message now; the answer says whether the provider took it. */
export const sendMessagingTest = (body: MessagingTestRequest) =>
  apiFetch<MessagingTestResult>(api.messagingTest, { method: 'POST', body });

export function useMessagingTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessagingTest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [OUTBOX_KEY] }),
  });
}
