import { useId, useState } from "react";
import { Alert, Box, Button, Container, FormControlLabel, Paper, Radio, RadioGroup, Typography } from "@mui/material";
import { TERMS_MESSAGES } from "@openpawn/shared/accounts/messages";
import { TOAST_MESSAGES } from "@openpawn/shared/platform/messages";
import { toast } from "../../../stores/feedback.ts";
import { DECLARATIONS, declarationById, type DeclarationId } from "../terms-declarations.ts";
import { useTerms } from "../hooks/use-terms.ts";
import { TermsContent } from "./terms-content.tsx";

const T = TERMS_MESSAGES;

type Outcome = "confirmed" | "refused" | null;

/**
 * The terms and legal page (spec §2, §5): the legal notice and the trader-type declarations.
 * Confirming a declaration has the effect of a signed statement: it records the terms acceptance and the
 * investor type; the everyday trader's declaration is for reference only and the service is refused.
 */
export function TermsPage({ walletAddress }: { walletAddress?: string }) {
  const terms = useTerms({ walletAddress });
  const [choice, setChoice] = useState<DeclarationId | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const groupId = useId();

  const confirm = async () => {
    if (!choice) return;
    const { investorType } = declarationById(choice);
    if (investorType === null) {
      setOutcome("refused");
      return;
    }
    setBusy(true);
    try {
      if (!terms.accepted) await terms.accept();
      await terms.chooseInvestorType(investorType);
      setOutcome("confirmed");
    } catch {
      toast(TOAST_MESSAGES.generic, "error");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {T.pageTitle}
      </Typography>
      <TermsContent />
      <Paper variant="outlined" sx={{ p: 3, mt: 4 }}>
        <Typography variant="h5" component="h2" id={groupId} gutterBottom>
          {T.declarationsTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {T.chooseDeclaration}
        </Typography>
        <RadioGroup
          aria-labelledby={groupId}
          value={choice ?? ""}
          onChange={(event) => {
            setOutcome(null);
            setChoice(event.target.value as DeclarationId);
          }}
        >
          {DECLARATIONS.map((declaration) => (
            <FormControlLabel
              key={declaration.id}
              value={declaration.id}
              control={<Radio />}
              sx={{ alignItems: "flex-start", mb: 2, "& .MuiRadio-root": { pt: 0.5 } }}
              label={
                <Box>
                  <Typography fontWeight={600}>{declaration.title}</Typography>
                  <Typography variant="body2">{declaration.text}</Typography>
                  {declaration.investorType === null && (
                    <Typography variant="caption" color="text.secondary">
                      {T.everydayReferenceOnly}
                    </Typography>
                  )}
                </Box>
              }
            />
          ))}
        </RadioGroup>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {T.signedStatement}
        </Typography>
        {outcome === "refused" && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {T.refused}
          </Alert>
        )}
        {outcome === "confirmed" && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {T.declarationConfirmed}
          </Alert>
        )}
        <Button variant="contained" disabled={!choice || busy} onClick={() => void confirm()}>
          {T.confirm}
        </Button>
      </Paper>
    </Container>
  );
}
