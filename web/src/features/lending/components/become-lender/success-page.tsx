import { Button, Container, Stack, Typography } from "@mui/material";
import { Link } from "react-router";

/** /pawn/create/successfully: the lender is registered; where to go next. */
export function LenderCreatedPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 6, textAlign: "center" }}>
      <Typography variant="h4" component="h1" gutterBottom>
        You are a lender now
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Borrowers can find you in the lender directory. Make offers on open collaterals, or manage your loan packages.
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} justifyContent="center">
        <Button component={Link} to="/pawn/offer" variant="contained">
          Browse collaterals
        </Button>
        <Button component={Link} to="/inventory/lender-profile/pawnshop-loan-package" variant="outlined">
          My loan packages
        </Button>
      </Stack>
    </Container>
  );
}
