import type { ReactNode } from "react";
import { Card, CardContent, Container, Typography } from "@mui/material";
import { useTokenBook } from "../../../lib/use-token-book.ts";
import { ActionGate } from "../../../components/data/action-gate.tsx";
import { NegotiationList } from "./negotiation-list.tsx";

/**
 * /inventory/lender-profile/loan-request-detail: the negotiations the caller is in, requests to them first, then their
 * submissions to packages (`submissions`, the packages feature's list, given by the route module).
 */
export function LoanRequestsPage({ submissions }: { submissions: ReactNode }) {
  const book = useTokenBook();
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Loan requests
      </Typography>
      <ActionGate action="see your loan requests">
        <Card variant="outlined" sx={{ mb: 3 }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Requests to you
            </Typography>
            <NegotiationList query={{ side: "LENDER" }} book={book} emptyText="No borrower has sent you a request yet." />
          </CardContent>
        </Card>
        <Card variant="outlined" sx={{ mb: 3 }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Your requests
            </Typography>
            <NegotiationList query={{ side: "BORROWER" }} book={book} emptyText="You have not sent a request to a lender yet." />
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Your submissions to packages
            </Typography>
            {submissions}
          </CardContent>
        </Card>
      </ActionGate>
    </Container>
  );
}
