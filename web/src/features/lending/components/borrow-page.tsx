import { lazy, Suspense, useState } from "react";
import { Button, Card, CardContent, CircularProgress, Container, Stack, Typography } from "@mui/material";
import { MyCollaterals } from "./my-collaterals.tsx";

// The form (react-hook-form, the inputs, the core's ABI) loads when the borrower opens it: /pawn is a first page (decision 0019).
const CreateCollateralForm = lazy(async () => ({ default: (await import("./create-collateral-form.tsx")).CreateCollateralForm }));

/** /pawn: the borrow landing. */
export function BorrowPage() {
  const [creating, setCreating] = useState(false);
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        Borrow
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Lock a listed coin or token as collateral and say what you want to borrow. Lenders send you offers; you accept the one you like and
        the loan arrives in your wallet in the same transaction.
      </Typography>
      {creating ? (
        <Suspense fallback={<CircularProgress aria-label="Loading the form" />}>
          <CreateCollateralForm />
        </Suspense>
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" }, justifyContent: "space-between" }}>
              <Typography>See today's value of your collateral and what it could borrow before you lock anything.</Typography>
              <Button variant="contained" size="large" onClick={() => setCreating(true)} sx={{ flexShrink: 0 }}>
                Create collateral
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}
      <Typography variant="h5" component="h2" sx={{ mt: 5, mb: 2 }}>
        Your collaterals
      </Typography>
      <MyCollaterals />
    </Container>
  );
}
