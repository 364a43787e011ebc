import { Container, Typography } from "@mui/material";
import { CreateCollateralForm } from "./create-collateral-form.tsx";
import { MyCollaterals } from "./my-collaterals.tsx";

/** /pawn: the borrow landing. */
export function BorrowPage() {
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        Borrow
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Lock a listed coin or token as collateral and say what you want to borrow. Lenders send you offers; you accept the one you like and
        the loan arrives in your wallet in the same transaction.
      </Typography>
      <CreateCollateralForm />
      <Typography variant="h5" component="h2" sx={{ mt: 5, mb: 2 }}>
        Your collaterals
      </Typography>
      <MyCollaterals />
    </Container>
  );
}
