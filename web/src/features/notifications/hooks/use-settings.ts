import { useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { TOAST_MESSAGES } from "@openpawn/shared/platform/messages";
import type { EmailSetting, NotiSetting } from "@openpawn/shared/notifications/schemas";
import { useAuthToken } from "../../../stores/auth.ts";
import { toast } from "../../../stores/feedback.ts";
import { settingsApi } from "../api/settings-api.ts";
import { retryServerFailures } from "../../../lib/query-retry.ts";

/** Keys carry the access token: a second user in the same tab never sees the first one's cached settings. */
export const settingsKeys = {
  email: (token: string | null) => ["user", "settings", "email", token] as const,
  noti: (token: string | null) => ["user", "settings", "noti", token] as const,
  emailAddress: (token: string | null) => ["user", "settings", "email-address", token] as const,
};

/**
 * A settings object changed optimistically: the switch moves at once, and on failure the previous value
 * comes back with the generic toast.
 */
function useOptimisticSetting<T extends object>(queryKey: QueryKey, save: (value: T) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onMutate: async (next: T) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<T>(queryKey);
      queryClient.setQueryData(queryKey, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      toast(TOAST_MESSAGES.generic, "error");
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export function useEmailSetting() {
  const token = useAuthToken();
  const query = useQuery({ retry: retryServerFailures, queryKey: settingsKeys.email(token), queryFn: settingsApi.emailSetting, enabled: token !== null });
  const mutation = useOptimisticSetting<EmailSetting>(settingsKeys.email(token), settingsApi.updateEmailSetting);
  return { query, mutation };
}

export function useNotiSetting() {
  const token = useAuthToken();
  const query = useQuery({ retry: retryServerFailures, queryKey: settingsKeys.noti(token), queryFn: settingsApi.notiSetting, enabled: token !== null });
  const mutation = useOptimisticSetting<NotiSetting>(settingsKeys.noti(token), settingsApi.updateNotiSetting);
  return { query, mutation };
}

/** The account's confirmed e-mail address, null when it has none (then nothing is e-mailed). */
export function useConfirmedEmail() {
  const token = useAuthToken();
  return useQuery({
    retry: retryServerFailures,
    queryKey: settingsKeys.emailAddress(token),
    queryFn: settingsApi.emailAddress,
    enabled: token !== null,
    select: (profile) => (profile.emailVerified ? profile.email : null),
  });
}
