import { useState } from "react";
import { Alert, Button, MenuItem, Stack, TextField } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { PawnShopType } from "@openpawn/shared/packages/schemas/shops";
import { useWalletAddress } from "../../../../wallet/use-wallet-address.ts";
import { getPhoneCountries } from "../../api/lender-api.ts";
import { updateLenderDraft, useLenderDraft, type LenderWizardDraft } from "../../hooks/lender-wizard-draft.ts";
import { P2P_STEPS, PAWNSHOP_STEPS, WizardFrame } from "./wizard-frame.tsx";
import { shopErrors, STEP_PATHS } from "./wizard-steps.ts";

type ShopFields = LenderWizardDraft["shop"];
type FieldErrors = Awaited<ReturnType<typeof shopErrors>>;

const FIELDS: { name: keyof ShopFields; label: string; multiline?: boolean; pawnshopOnly?: boolean }[] = [
  { name: "name", label: "Name" },
  { name: "description", label: "Description", multiline: true },
  { name: "email", label: "E-mail" },
  { name: "address", label: "Address", pawnshopOnly: true },
  { name: "website", label: "Website", pawnshopOnly: true },
];

/** /pawn/create/pawnshop/step-1 and /pawn/create/p2p-lender/step-1: who the lender is, and the wallet they lend from. */
export function ShopInformationStep({ type }: { type: PawnShopType }) {
  const draft = useLenderDraft();
  const walletAddress = useWalletAddress();
  const navigate = useNavigate();
  const countries = useQuery({ queryKey: ["pawn", "phone-countries"], queryFn: getPhoneCountries, staleTime: Infinity });
  const [shop, setShop] = useState(draft.shop);
  const [errors, setErrors] = useState<FieldErrors>({});
  const pawnshop = type === "PAWNSHOP";
  const set = (name: keyof ShopFields) => (event: { target: { value: string } }) => setShop((current) => ({ ...current, [name]: event.target.value }));

  const next = async () => {
    const found = await shopErrors(type, shop, walletAddress);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    updateLenderDraft({ shop });
    void navigate(STEP_PATHS[type][2]);
  };

  return (
    <WizardFrame title={pawnshop ? "Create a Pawnshop" : "Become a P2P Lender"} steps={pawnshop ? PAWNSHOP_STEPS : P2P_STEPS} active={1}>
      <Stack spacing={2} component="form" noValidate aria-label={pawnshop ? "Shop information" : "Your information"} onSubmit={(event) => (event.preventDefault(), void next())}>
        {walletAddress ? (
          <Alert severity="info">You will lend from the connected wallet {walletAddress}.</Alert>
        ) : (
          <Alert severity="warning">Connect the wallet you will lend from (top right).</Alert>
        )}
        {errors.walletAddress && <Alert severity="error">{errors.walletAddress}</Alert>}
        {FIELDS.filter((field) => pawnshop || !field.pawnshopOnly).map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            value={shop[field.name]}
            onChange={set(field.name)}
            multiline={field.multiline}
            minRows={field.multiline ? 3 : undefined}
            required={field.name === "name" || (pawnshop && field.name === "address")}
            error={!!errors[field.name]}
            helperText={errors[field.name]}
          />
        ))}
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextField
            select
            label="Phone country"
            value={shop.phoneCountry}
            onChange={set("phoneCountry")}
            sx={{ minWidth: 220 }}
            error={!!errors.phoneCountry}
            helperText={errors.phoneCountry ?? (countries.isError ? "The country list could not load." : undefined)}
          >
            <MenuItem value="">None</MenuItem>
            {(countries.data ?? []).map((country) => (
              <MenuItem key={country.code} value={country.code}>
                {country.name} ({country.callingCode})
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Phone" value={shop.phone} onChange={set("phone")} required={pawnshop} fullWidth error={!!errors.phone} helperText={errors.phone} />
        </Stack>
        <Stack direction="row" spacing={2} justifyContent="space-between">
          <Button onClick={() => void navigate("/pawn/create")}>Back</Button>
          <Button type="submit" variant="contained" disabled={!walletAddress}>
            Next
          </Button>
        </Stack>
      </Stack>
    </WizardFrame>
  );
}
