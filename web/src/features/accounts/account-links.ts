/**
 * The query parameters of the links the API mails (api/src/features/accounts/routes/users/registration-routes.ts and
 * password/password-routes.ts): the activation link carries the confirmation key, the reset link the reset key.
 */
export const ACCOUNT_LINK_QUERY = { confirmation: "confirmation_key", reset: "reset_key" } as const;
