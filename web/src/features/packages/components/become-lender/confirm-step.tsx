import { useEffect, useState } from "react";
import { Alert, Button, Card, CardContent, Divider, Stack, Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { SHOP_MESSAGES } from "@openpawn/shared/packages/messages";
import type { PackageBody } from "@openpawn/shared/packages/schemas/packages";
import type { PawnShopType } from "@openpawn/shared/packages/schemas/shops";
import { useRuntimeConfig } from "../../../../config/runtime-config-context.tsx";
import { ApiRequestError } from "../../../../lib/api-client.ts";
import { hideBlocking, showBlocking, showMessage } from "../../../../stores/feedback.ts";
import { useWalletAddress } from "../../../../wallet/use-wallet-address.ts";
import { createAndPublishOffChain, createPackageDraft, registerShop } from "../../api/lender-api.ts";
import { clearLenderDraft, useLenderDraft, type LenderWizardDraft } from "../../hooks/lender-wizard-draft.ts";
import { publish } from "../../hooks/package-actions.ts";
import { useTokenBook } from "../../../../lib/use-token-book.ts";
import { packageBodyOf } from "../../utils/package-form.ts";
import { Line, PackageSummary } from "../lender-packages/package-summary.tsx";
import { PAWNSHOP_STEPS, WizardFrame } from "./wizard-frame.tsx";
import { showError } from "../../../../lib/error-text.ts";

/**
 * Registers the caller for the lending service with the wizard's information. A second registration is
 * answered with the spec's words and the lender goes to /pawn; any other refusal is shown as the API said it.
 * Answers the new shop's id, or null when it was refused.
 */
export async function registerFromDraft(type: PawnShopType, shop: LenderWizardDraft["shop"], walletAddress: string, goTo: (path: string) => void) {
  const { registerPawnShopBodySchema } = await import("@openpawn/shared/packages/schemas/shops");
  try {
    return (await registerShop(registerPawnShopBodySchema.parse({ type, walletAddress, ...shop }))).id;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409) {
      void showMessage({ variant: "info", text: SHOP_MESSAGES.alreadyRegistered });
      goTo("/pawn");
    } else {
      void showError(error);
    }
    return null;
  }
}

/** /pawn/create/pawnshop/step-3: the shop and its first package, registered and published in one go. */
export function ConfirmStep() {
  const draft = useLenderDraft();
  const book = useTokenBook();
  const walletAddress = useWalletAddress();
  const { deployment } = useRuntimeConfig();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [body, setBody] = useState<PackageBody | null>(null);
  const [busy, setBusy] = useState(false);
  const decimals = book.bySymbol(draft.firstPackage.loanToken)?.decimals ?? 18;
  useEffect(() => {
    let current = true;
    void packageBodyOf(draft.firstPackage, decimals).then((result) => current && setBody("body" in result ? result.body : null));
    return () => {
      current = false;
    };
  }, [draft.firstPackage, decimals]);

  const register = async () => {
    if (!walletAddress || !body) return;
    setBusy(true);
    try {
      const shopId = await registerFromDraft("PAWNSHOP", draft.shop, walletAddress, (path) => void navigate(path));
      if (shopId === null) return;
      await queryClient.invalidateQueries({ queryKey: ["user", "profile"] });
      if (body.type === 2) {
        showBlocking("Publishing your package…");
        await createAndPublishOffChain(body).finally(hideBlocking);
      } else {
        // Declined in the wallet: the shop stands and the package stays a draft the lender publishes later.
        await publish(await createPackageDraft(body), deployment);
      }
      clearLenderDraft();
      void navigate("/pawn/create/successfully");
    } finally {
      setBusy(false);
    }
  };

  return (
    <WizardFrame title="Create a Pawnshop" steps={PAWNSHOP_STEPS} active={3} guard={{ type: "PAWNSHOP", loanDecimals: decimals }}>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {draft.shop.name || "Your shop"}
            </Typography>
            <Stack spacing={1} aria-label="Shop summary">
              <Line label="Lending wallet">{walletAddress ?? "Connect a wallet"}</Line>
              <Line label="Phone">{draft.shop.phone || "—"}</Line>
              <Line label="Address">{draft.shop.address || "—"}</Line>
              <Line label="E-mail">{draft.shop.email || "—"}</Line>
            </Stack>
            <Divider />
            <Typography variant="h6" component="h2">
              First loan package
            </Typography>
            {body ? <PackageSummary body={body} decimals={decimals} /> : <Alert severity="warning">Go back and complete the package.</Alert>}
            {body && body.type !== 2 && (
              <Alert severity="info">
                Your wallet will ask you to confirm the package on chain. Loans are paid from your wallet when borrowers take them: approve the lending
                contract for {body.loanToken} when you are ready to lend.
              </Alert>
            )}
            <Stack direction="row" justifyContent="space-between">
              <Button onClick={() => void navigate("/pawn/create/pawnshop/step-2")}>Back</Button>
              <Button variant="contained" onClick={() => void register()} disabled={!body || !walletAddress || busy}>
                Register and publish
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </WizardFrame>
  );
}
