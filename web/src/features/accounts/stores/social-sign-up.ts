import { createStore, useStore } from "../../../stores/create-store.ts";

/** A social sign-in without an account yet (spec §4): the sign-up form is prefilled and its e-mail locked. */
export interface SocialSignUp {
  token: string;
  type: number;
  name: string;
  email: string;
  /** The provider vouches for the e-mail: the field cannot be changed. */
  emailLocked: boolean;
}

const store = createStore<SocialSignUp | null>(null);

export function startSocialSignUp(value: SocialSignUp): void {
  store.set(() => value);
}

export function clearSocialSignUp(): void {
  store.set(() => null);
}

export function useSocialSignUp(): SocialSignUp | null {
  return useStore(store, (state) => state);
}
