import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { endSession } from "../../../lib/session.ts";

/**
 * Logs out (spec §4): PUT users/logout ends the session on the server, then the token and the cached
 * profile go. The caller adds what belongs to its screen (the push token on desktop, the signed flag on mobile).
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await endSession();
    queryClient.removeQueries({ queryKey: ["user"] });
  }, [queryClient]);
}
