import { useEffect, useRef, useState } from "react";
import { Box, Button, CircularProgress, FormHelperText, Slider, Stack, Typography } from "@mui/material";
import CheckCircle from "@mui/icons-material/CheckCircle";
import Refresh from "@mui/icons-material/Refresh";
import { MESSAGES } from "@openpawn/shared/messages";
import { accountsApi, type CaptchaChallenge } from "../api/accounts-api.ts";
import type { CaptchaWidgetProps } from "../captcha/captcha-solution.ts";

/**
 * The self-hosted slider captcha (GET users/capcha): the picture has a gap; the person slides the piece
 * onto it. The answer is "<x>:<drag duration in ms>", checked by the server (one answer per challenge).
 * A new challenge is loaded by remounting the component (the forms change its key after each submit).
 */
export function SliderCaptcha({ onSolved, error }: CaptchaWidgetProps) {
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const [x, setX] = useState(0);
  const [solved, setSolved] = useState(false);
  const dragStart = useRef<number | null>(null);
  const latestOnSolved = useRef(onSolved);
  useEffect(() => {
    latestOnSolved.current = onSolved;
  });

  useEffect(() => {
    let cancelled = false;
    accountsApi.captcha().then(
      (issued) => {
        if (cancelled) return;
        setChallenge(issued);
        setFailed(false);
        setX(0);
        setSolved(false);
        dragStart.current = null;
        latestOnSolved.current(null);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [round]);

  const reload = () => {
    setChallenge(null);
    setRound((value) => value + 1);
  };

  if (failed) {
    return (
      <Box>
        <Typography variant="body2" color="error">
          {MESSAGES.account.captchaUnavailable}
        </Typography>
        <Button size="small" startIcon={<Refresh />} onClick={reload}>
          {MESSAGES.account.captchaRetry}
        </Button>
      </Box>
    );
  }
  if (!challenge) {
    return (
      <Stack direction="row" spacing={1} alignItems="center" sx={{ minHeight: 60 }}>
        <CircularProgress size={18} />
        <Typography variant="body2">{MESSAGES.account.captchaLoading}</Typography>
      </Stack>
    );
  }

  const { width, height, piece_size: piece, piece_y: pieceY } = challenge;
  const max = width - piece;
  const percent = (value: number, of: number) => `${(value / of) * 100}%`;

  return (
    <Box>
      <Box sx={{ position: "relative", width, maxWidth: "100%", aspectRatio: `${width} / ${height}`, borderRadius: 1, overflow: "hidden" }}>
        <Box component="img" src={challenge.image} alt="" sx={{ width: "100%", height: "100%", display: "block" }} />
        <Box
          aria-hidden
          data-testid="captcha-piece"
          sx={{
            position: "absolute",
            left: percent(x, width),
            top: percent(pieceY, height),
            width: percent(piece, width),
            height: percent(piece, height),
            borderRadius: 1,
            border: "2px solid #fff",
            bgcolor: "rgba(255,255,255,0.45)",
            boxShadow: "0 0 6px rgba(0,0,0,0.6)",
          }}
        />
      </Box>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ width, maxWidth: "100%" }}>
        <Box sx={{ flexGrow: 1, px: `${(piece / 2 / width) * 100}%` }}>
          <Slider
            value={x}
            min={0}
            max={max}
            step={1}
            aria-label={MESSAGES.account.captchaLabel}
            onChange={(_, value) => {
              dragStart.current ??= performance.now();
              setX(value);
            }}
            onChangeCommitted={(_, value) => {
              // The latest position counts (a keyboard user commits at every key press): the drag lasts from the first move.
              const started = dragStart.current ?? performance.now();
              const duration = Math.round(performance.now() - started);
              setSolved(true);
              onSolved({ challenge: challenge.challenge, response: `${value}:${duration}` });
            }}
          />
        </Box>
        {solved ? (
          <CheckCircle color="success" titleAccess={MESSAGES.account.captchaSolved} />
        ) : null}
        <Button size="small" onClick={reload} aria-label={MESSAGES.account.captchaRetry} sx={{ minWidth: 0 }}>
          <Refresh fontSize="small" />
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {MESSAGES.account.captchaLabel}
      </Typography>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
