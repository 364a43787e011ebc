import { Button, Card, CardActions, CardContent, Grid, Typography } from "@mui/material";
import { Link } from "react-router";
import { WizardFrame } from "./wizard-frame.tsx";

const SERVICES = [
  {
    title: "Pawnshop",
    text: "Open a shop with loan packages: Auto packages lend at once, Semi-auto ones wait for your approval, Negotiation ones start a conversation.",
    to: "/pawn/create/pawnshop/step-1",
    action: "Open a pawnshop",
  },
  {
    title: "P2P lender",
    text: "Lend person to person: receive loan requests that match your preferences and make offers on the collaterals you like.",
    to: "/pawn/create/p2p-lender/step-1",
    action: "Lend peer to peer",
  },
] as const;

/** /pawn/create: choose how to lend. */
export function SelectServicePage() {
  return (
    <WizardFrame title="Become a Lender" steps={["Lending service", "Information", "Packages or preferences"]} active={0}>
      <Grid container spacing={3}>
        {SERVICES.map((service) => (
          <Grid key={service.title} size={{ xs: 12, sm: 6 }}>
            <Card variant="outlined" sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  {service.title}
                </Typography>
                <Typography color="text.secondary">{service.text}</Typography>
              </CardContent>
              <CardActions>
                <Button component={Link} to={service.to} variant="contained">
                  {service.action}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </WizardFrame>
  );
}
