import { Alert, Container, Typography } from "@mui/material";
import { BorrowerCollateralPage } from "../../features/lending/components/borrower-collateral-page.tsx";
import { ContractPage } from "../../features/lending/components/contract-page.tsx";
import { LenderCollateralPage } from "../../features/lending/components/lender-collateral-page.tsx";
import { MyContractsPage } from "../../features/lending/components/my-contracts-page.tsx";
import { OfferPage } from "../../features/lending/components/offer-page.tsx";
import { reportNftWithdrawal } from "../../features/nft-pawn/api/nft-collateral-api.ts";
import { useSignOffer } from "../../features/negotiations/hooks/sign-offer.ts";
import { borrowerNegotiations, lenderNegotiations } from "./pawn-parts.tsx";
import { useRouteId } from "./route-id.tsx";

/**
 * Route modules of the lending screens (issue 9): each reads its path's id and hands it to its page, with the other
 * features' parts the page shows (pawn-parts.tsx).
 */
export { InventoryOverviewPage } from "../../features/lending/components/inventory-overview-page.tsx";
export { InventoryCollateralsPage } from "../../features/lending/components/inventory-collaterals-page.tsx";
export { MyOffersPage } from "../../features/lending/components/my-offers-page.tsx";
export { TransactionsPage } from "../../features/lending/components/transactions-page.tsx";
export { MyContractsPage };

export const MyLoansPage = () => <MyContractsPage initialSide="loan" />;

function NoSuchPage({ what }: { what: string }) {
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2, textTransform: "capitalize" }}>
        {what}
      </Typography>
      <Alert severity="warning">This {what} does not exist.</Alert>
    </Container>
  );
}

export function LenderCollateralRoute() {
  const id = useRouteId();
  const signOffer = useSignOffer();
  return id ? <LenderCollateralPage key={id} id={id} negotiations={lenderNegotiations} signOffer={signOffer} /> : <NoSuchPage what="collateral" />;
}

export function BorrowerCollateralRoute() {
  const id = useRouteId();
  return id ? <BorrowerCollateralPage key={id} id={id} negotiations={borrowerNegotiations} reportNftWithdrawal={reportNftWithdrawal} /> : <NoSuchPage what="collateral" />;
}

export function ContractRoute() {
  const id = useRouteId();
  return id ? <ContractPage key={id} id={id} /> : <NoSuchPage what="contract" />;
}

/** /inventory/offer/{id}: the offer itself, for its lender and its collateral's borrower. */
export function OfferRoute() {
  const id = useRouteId();
  return id ? <OfferPage key={id} id={id} /> : <NoSuchPage what="offer" />;
}
