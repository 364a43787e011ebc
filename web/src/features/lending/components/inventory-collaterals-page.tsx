import { Button, Container, Stack, Typography } from "@mui/material";
import { MyCollaterals } from "./my-collaterals.tsx";

/** /inventory/collateral: the user's collaterals, each opening its page in the inventory. */
export function InventoryCollateralsPage() {
  return (
    <Container sx={{ py: 4 }}>
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 2 }}>
        <Typography variant="h4" component="h1">
          Collateral
        </Typography>
        <Button variant="contained" href="/pawn">
          Create collateral
        </Button>
      </Stack>
      <MyCollaterals hrefOf={(id) => `/inventory/collateral/${id}`} />
    </Container>
  );
}
