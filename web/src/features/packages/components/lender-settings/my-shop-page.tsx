import { useState, type ChangeEvent } from "react";
import { Alert, Avatar, Button, Card, CardContent, Chip, Container, Skeleton, Stack, TextField, Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { Link, Navigate } from "react-router";
import type { OwnPawnShop } from "@openpawn/shared/packages/schemas/shops";
import { ApiRequestError } from "../../../../lib/api-client.ts";
import { deleteLendingSetting, saveLendingSetting, updateShopProfile, uploadShopLogo } from "../../api/lender-api.ts";
import { useOwnShop } from "../../hooks/package-queries.ts";
import { useTokenBook } from "../../../../lib/use-token-book.ts";
import { offChainStep } from "../../../../lib/off-chain-step.ts";
import { ActionGate } from "../../../../components/data/action-gate.tsx";
import { checkSetting, LendingSettingFields, NEW_SETTING_FORM, settingFormOf, type SettingErrors } from "./lending-setting-fields.tsx";

function ProfileCard({ shop, onSaved }: { shop: OwnPawnShop; onSaved: () => void }) {
  const [description, setDescription] = useState(shop.description);
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file && (await offChainStep(() => uploadShopLogo(file), { busy: "Uploading your logo…", success: "Your logo is updated" }))) onSaved();
  };
  const save = async () => {
    if (await offChainStep(() => updateShopProfile({ description }), { busy: "Saving…", success: "Your profile is saved" })) onSaved();
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap", mb: 2 }}>
          <Avatar src={shop.logo ?? undefined} alt={`${shop.name} logo`} sx={{ width: 64, height: 64 }}>
            {shop.name.slice(0, 1)}
          </Avatar>
          <Stack sx={{ flexGrow: 1 }}>
            <Typography variant="h6" component="h2">
              {shop.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
              Lends from {shop.walletAddress}
            </Typography>
          </Stack>
          <Chip label={shop.type === "PAWNSHOP" ? "Pawnshop" : "P2P lender"} />
        </Stack>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
            <Button variant="outlined" component="label">
              Upload logo
              <input hidden type="file" accept="image/png,image/jpeg,image/webp,image/gif" aria-label="Logo file" onChange={(event) => void upload(event)} />
            </Button>
            <Button component={Link} to={`/pawn/lender/${shop.id}`}>
              See your public page
            </Button>
          </Stack>
          <TextField label="Description" multiline minRows={2} value={description} onChange={(event) => setDescription(event.target.value)} />
          <Stack direction="row">
            <Button variant="contained" onClick={() => void save()}>
              Save description
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

function PreferencesCard({ shop, onSaved }: { shop: OwnPawnShop; onSaved: () => void }) {
  const book = useTokenBook();
  const [form, setForm] = useState(shop.lendingSetting ? settingFormOf(shop.lendingSetting) : NEW_SETTING_FORM);
  const [errors, setErrors] = useState<SettingErrors>({});
  const save = async () => {
    const result = await checkSetting(form);
    if ("errors" in result) return setErrors(result.errors);
    setErrors({});
    if (await offChainStep(() => saveLendingSetting(result.body), { busy: "Saving…", success: "Your lending preferences are saved" })) onSaved();
  };
  const remove = async () => {
    if ((await offChainStep(() => deleteLendingSetting(), { busy: "Removing…", success: "Your lending preferences are removed" })) !== undefined) onSaved();
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Lending preferences
        </Typography>
        <Stack spacing={2} component="form" noValidate aria-label="Lending preferences" onSubmit={(event) => (event.preventDefault(), void save())}>
          <Typography color="text.secondary">
            {shop.lendingSetting ? "You hear of each new collateral that fits these." : "None yet: set them to hear of each new collateral that fits."}
          </Typography>
          <LendingSettingFields form={form} errors={errors} book={book} onChange={setForm} />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained">
              Save preferences
            </Button>
            {shop.lendingSetting && (
              <Button color="warning" onClick={() => void remove()}>
                Remove
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /inventory/shop: the lender's own shop: logo, description, lending preferences, and where their packages and requests are. */
export function MyShopPage() {
  const shop = useOwnShop();
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: ["lending"] });
  const notLender = shop.error instanceof ApiRequestError && shop.error.status === 404;
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        My shop
      </Typography>
      <ActionGate action="manage your shop">
        {shop.data ? (
          <Stack spacing={3}>
            <ProfileCard shop={shop.data} onSaved={refresh} />
            <PreferencesCard shop={shop.data} onSaved={refresh} />
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
              <Button component={Link} to="/inventory/lender-profile/pawnshop-loan-package" variant="outlined">
                My loan packages
              </Button>
              <Button component={Link} to="/inventory/lender-profile/loan-request-detail" variant="outlined">
                Loan requests
              </Button>
            </Stack>
          </Stack>
        ) : notLender ? (
          <Alert severity="info" action={<Button component={Link} to="/pawn/create" color="inherit" size="small">Become a lender</Button>}>
            You are not a lender yet.
          </Alert>
        ) : shop.isError ? (
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void shop.refetch()}>Retry</Button>}>
            Your shop cannot be loaded right now.
          </Alert>
        ) : (
          <Skeleton variant="rounded" height={240} role="status" aria-label="Loading" />
        )}
      </ActionGate>
    </Container>
  );
}

/** /pawn/shop: the caller's own lender page, or Become a Lender for someone who is not one. */
export function OwnShopRedirect() {
  const shop = useOwnShop();
  if (shop.data) return <Navigate to={`/pawn/lender/${shop.data.id}`} replace />;
  if (shop.isError) return <Navigate to="/pawn/create" replace />;
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        My shop
      </Typography>
      <ActionGate action="see your shop">
        <Skeleton variant="rounded" height={200} role="status" aria-label="Loading" />
      </ActionGate>
    </Container>
  );
}
