import { useOneSessionState } from "../hooks/use-one-session-state.ts";

/** Mounted once by the app: keeps the wallet and the cached account data in step with the session. Renders nothing. */
export function SessionState() {
  useOneSessionState();
  return null;
}
