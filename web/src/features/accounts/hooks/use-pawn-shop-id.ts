/**
 * The pawnShop id of the logged-in user's profile (spec §3): set when the user is already a lender.
 * The profile query comes with accounts; until then nobody has a pawnshop.
 */
export function usePawnShopId(): number | undefined {
  return undefined;
}
