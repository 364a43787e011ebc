import { Alert, Button, Container, Skeleton, Stack, Typography } from "@mui/material";
import { Link } from "react-router";
import { LoginRequired } from "../../../../components/data/login-required.tsx";
import { useAuthToken } from "../../../../stores/auth.ts";
import { useOwnPawnShopId } from "./wizard-frame.tsx";

/** Where a new lender goes next. */
function LenderNextSteps() {
  return (
    <>
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
    </>
  );
}

/** What the page says to someone who is not a lender (yet): the way to become one. */
function NotALender({ loggedIn }: { loggedIn: boolean }) {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Become a lender
      </Typography>
      {loggedIn ? (
        <Alert severity="info" action={<Button component={Link} to="/pawn/create" color="inherit" size="small">Become a lender</Button>}>
          You are not a lender yet.
        </Alert>
      ) : (
        <Stack alignItems="center">
          <LoginRequired text="Log in to become a lender, or to see your lender account." />
        </Stack>
      )}
    </>
  );
}

/** /pawn/create/successfully: a registered lender reads where to go next; anyone else is not told they are one. */
export function LenderCreatedPage() {
  const token = useAuthToken();
  const pawnShopId = useOwnPawnShopId();
  return (
    <Container maxWidth="sm" sx={{ py: 6, textAlign: "center" }}>
      {token === null ? (
        <NotALender loggedIn={false} />
      ) : typeof pawnShopId.data === "number" ? (
        <LenderNextSteps />
      ) : pawnShopId.isPending ? (
        <Skeleton variant="rounded" height={160} role="status" aria-label="Loading" />
      ) : pawnShopId.isError ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void pawnShopId.refetch()}>Retry</Button>}>
          Your lender account cannot be loaded right now.
        </Alert>
      ) : (
        <NotALender loggedIn />
      )}
    </Container>
  );
}
