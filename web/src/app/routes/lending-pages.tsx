import { useParams } from "react-router";
import { Alert, Container } from "@mui/material";
import { BorrowerCollateralPage } from "../../features/lending/components/borrower-collateral-page.tsx";
import { ContractPage } from "../../features/lending/components/contract-page.tsx";
import { LenderCollateralPage } from "../../features/lending/components/lender-collateral-page.tsx";

/** Route modules of the lending screens (issue 9): each reads its path's id and hands it to its page. */
export { HomePage } from "../../features/lending/components/home-page.tsx";
export { BorrowPage } from "../../features/lending/components/borrow-page.tsx";
export { MarketPage } from "../../features/lending/components/market-page.tsx";

function useRouteId(): number | null {
  const id = Number(useParams().id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function NoSuchPage({ what }: { what: string }) {
  return (
    <Container sx={{ py: 4 }}>
      <Alert severity="warning">This {what} does not exist.</Alert>
    </Container>
  );
}

export function LenderCollateralRoute() {
  const id = useRouteId();
  return id ? <LenderCollateralPage key={id} id={id} /> : <NoSuchPage what="collateral" />;
}

export function BorrowerCollateralRoute() {
  const id = useRouteId();
  return id ? <BorrowerCollateralPage key={id} id={id} /> : <NoSuchPage what="collateral" />;
}

export function ContractRoute() {
  const id = useRouteId();
  return id ? <ContractPage key={id} id={id} /> : <NoSuchPage what="contract" />;
}
