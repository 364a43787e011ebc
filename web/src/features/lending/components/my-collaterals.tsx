import { lazy, Suspense } from "react";
import { CircularProgress } from "@mui/material";
import { LoginRequired } from "../../../components/data/login-required.tsx";
import { useIsLoggedIn } from "../../../stores/auth.ts";

// The list's code (cards, tooltips, pagination) loads for a signed-in borrower only: /pawn is a first page (decision 0019).
const MyCollateralList = lazy(async () => ({ default: (await import("./my-collateral-list.tsx")).MyCollateralList }));

/** The signed-in borrower's collaterals, newest first, each linking to its page with the offers received. */
export function MyCollaterals({ hrefOf = (id: number) => `/pawn/collateral/${id}` }: { hrefOf?: (id: number) => string }) {
  // A visitor who is not logged in reads nothing from the API here (no token book, no list).
  if (!useIsLoggedIn()) return <LoginRequired text="Log in to see your collaterals." />;
  return (
    <Suspense fallback={<CircularProgress aria-label="Loading your collaterals" />}>
      <MyCollateralList hrefOf={hrefOf} />
    </Suspense>
  );
}
