import type { NotificationSettings } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Any of the settings; those left out stay as they are, and a blank address (null) removes it. */
export type NotificationSettingsChange = { [Field in keyof NotificationSettings]?: NotificationSettings[Field] };

/**
 * PUT /api/users/{id}/notifications, for the settings form and the profile's browser switch alike. The signed-in
 * user is refetched afterwards, so every screen shows the settings as the server now has them.
 */
export function useUpdateNotificationSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: NotificationSettingsChange) =>
      api.put<NotificationSettings>(`/api/users/${encodeURIComponent(userId)}/notifications`, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
