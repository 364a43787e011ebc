import { useState } from "react";
import {
  Box,
  Chip,
  IconButton,
  InputAdornment,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import ContentCopy from "@mui/icons-material/ContentCopy";
import { DEFAULT_PAGE_SIZE, REFERRAL_REWARD_DFY, TABLE_INFO_MAX_CHARS } from "@openpawn/shared/constants";
import { formatDate, formatTokenAmount, truncate } from "@openpawn/shared/format";
import { TOAST_MESSAGES } from "@openpawn/shared/platform/messages";
import { PROFILE_MESSAGES } from "@openpawn/shared/profile/messages";
import { ListStates } from "../../../components/data/list-states.tsx";
import { toast } from "../../../stores/feedback.ts";
import type { ReferralView } from "@openpawn/shared/profile/schemas/referrals";
import { useReferrals } from "../hooks/use-profile-queries.ts";

const P = PROFILE_MESSAGES;
/** DFY has 18 decimals; the spec's reward is 50 DFY (§1, §9). */
const DFY_DECIMALS = 18;
export const REFERRAL_REWARD_TEXT = formatTokenAmount(BigInt(REFERRAL_REWARD_DFY) * 10n ** BigInt(DFY_DECIMALS), DFY_DECIMALS, "DFY", "compact");

export function referralLink(origin: string, code: string): string {
  return `${origin}/?referral_code=${encodeURIComponent(code)}`;
}

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast(TOAST_MESSAGES.copied);
  } catch {
    toast(TOAST_MESSAGES.generic, "error");
  }
}

function CopyField({ label, value }: { label: string; value: string }) {
  return (
    <TextField
      label={label}
      value={value}
      size="small"
      fullWidth
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={P.copy}>
                <IconButton aria-label={`${P.copy} ${label}`} onClick={() => void copy(value)} edge="end">
                  <ContentCopy fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** Table info longer than 13 characters is cut (spec §5); the whole text stays in the title. */
function Info({ text }: { text: string }) {
  return <span title={text}>{truncate(text, TABLE_INFO_MAX_CHARS)}</span>;
}

function rewardText(record: ReferralView): string {
  try {
    return formatTokenAmount(BigInt(record.rewardAmount), record.rewardDecimals, record.rewardToken, "full");
  } catch {
    return `${record.rewardAmount} ${record.rewardToken}`;
  }
}

const STATUS_COLOR = { pending: "warning", rewarded: "success" } as const;

export function ReferralRecords() {
  const [page, setPage] = useState(0);
  const referrals = useReferrals(page, DEFAULT_PAGE_SIZE);
  const rows = referrals.data?.content ?? [];
  return (
    <ListStates
      isPending={referrals.isPending}
      isError={referrals.isError}
      isEmpty={rows.length === 0}
      emptyText={P.referralEmpty}
      errorText={P.loadFailed}
      retryText={P.retry}
      onRetry={() => void referrals.refetch()}
    >
      <Table size="small" aria-label={P.referralRecords}>
        <TableHead>
          <TableRow>
            <TableCell>{P.referralColumns.user}</TableCell>
            <TableCell>{P.referralColumns.date}</TableCell>
            <TableCell>{P.referralColumns.reward}</TableCell>
            <TableCell>{P.referralColumns.status}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((record) => (
            <TableRow key={record.id}>
              <TableCell>
                <Info text={record.inviteeName || record.inviteeEmail || `#${record.id}`} />
              </TableCell>
              <TableCell>{formatDate(record.createdAt)}</TableCell>
              <TableCell>{rewardText(record)}</TableCell>
              <TableCell>
                <Chip size="small" label={P.referralStatus[record.status] ?? record.status} color={STATUS_COLOR[record.status] ?? "default"} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {(referrals.data?.total_elements ?? 0) > DEFAULT_PAGE_SIZE && (
        <TablePagination
          component="div"
          count={referrals.data?.total_elements ?? 0}
          page={page}
          rowsPerPage={DEFAULT_PAGE_SIZE}
          rowsPerPageOptions={[DEFAULT_PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next)}
        />
      )}
    </ListStates>
  );
}

/** The referral programme: the user's code, the share link (both copyable) and the invited users. */
export function ReferralSection({ code, origin }: { code: string | null | undefined; origin: string }) {
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {P.referralTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {P.referralIntro(REFERRAL_REWARD_TEXT)}
      </Typography>
      {code && (
        <Stack spacing={2} sx={{ mb: 3, maxWidth: 560 }}>
          <CopyField label={P.referralCode} value={code} />
          <CopyField label={P.referralLink} value={referralLink(origin, code)} />
        </Stack>
      )}
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {P.referralRecords}
      </Typography>
      <ReferralRecords />
    </Box>
  );
}
