import { Alert, Box, Typography } from "@mui/material";
import { TERMS_MESSAGES } from "@openpawn/shared/accounts/messages";

const T = TERMS_MESSAGES;

/** The legal notice every terms screen shows (spec §1): who the service is for, risk warnings, regulation, trading style. */
export function TermsContent() {
  return (
    <Box sx={{ display: "grid", gap: 1.5 }}>
      <Typography fontWeight={600}>{T.ukOnly}</Typography>
      <Typography>{T.qualifying}</Typography>
      <Typography>{T.selfCertification}</Typography>
      <Alert severity="warning" icon={false}>
        <Typography component="h2" variant="subtitle1" fontWeight={700}>
          {T.riskWarningTitle}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {T.riskWarnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </Box>
      </Alert>
      <Typography>{T.notRegulated}</Typography>
      <Typography variant="body2" color="text.secondary">
        {T.tradingStyle}
      </Typography>
    </Box>
  );
}
