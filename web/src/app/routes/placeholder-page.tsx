import { Container, Typography } from "@mui/material";
import { SHELL_MESSAGES } from "@openpawn/shared/platform/messages";
import { usePageTitle } from "./route-handle.ts";

/** A page that later work fills: its title and a line saying it is coming. */
export function PlaceholderPage() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {usePageTitle()}
      </Typography>
      <Typography color="text.secondary">{SHELL_MESSAGES.placeholder}</Typography>
    </Container>
  );
}
