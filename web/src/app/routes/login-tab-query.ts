import type { AuthTab } from "../../stores/account-dialogs.ts";

/** /login?tab=1 selects Sign up, tab=2 Log in (spec §2). */
const TAB_QUERY: Record<AuthTab, string> = { signup: "1", login: "2" };

export function authTabFromQuery(value: string | null): AuthTab {
  return value === TAB_QUERY.signup ? "signup" : "login";
}

export function authTabQuery(tab: AuthTab): string {
  return TAB_QUERY[tab];
}
