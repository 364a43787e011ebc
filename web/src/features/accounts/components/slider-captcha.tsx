import { useEffect, useRef, useState } from "react";
import { Box, Button, CircularProgress, FormHelperText, LinearProgress, Slider, Stack, Typography } from "@mui/material";
import CheckCircle from "@mui/icons-material/CheckCircle";
import Refresh from "@mui/icons-material/Refresh";
import { ACCOUNT_MESSAGES } from "@openpawn/shared/accounts/messages";
import { encodeCheckAnswer, encodeSliderAnswer, type SliderWorkSolution } from "@openpawn/shared/captcha-slider";
import { accountsApi, type CaptchaChallenge } from "../api/accounts-api.ts";
import type { CaptchaWidgetProps } from "../captcha/captcha-solution.ts";
import { startSliderWork } from "../captcha/slider-work.ts";

/**
 * The self-hosted slider captcha (GET users/capcha): the picture (a PNG) has gaps alike; the piece (a PNG strip
 * as tall as the picture, cut from it at one gap and transparent elsewhere) is slid over it, and the person puts it
 * on the gap whose surroundings it continues while a web worker does the challenge's proof of work. The answer is
 * "<x>:<drag duration in ms>:<work>", checked by the server (one answer per challenge); it is handed to the
 * form once both the slide and the work are done ("Verifying…" in between).
 * A new challenge is loaded by remounting the component (the forms change its key after each submit).
 * With `purpose="login"` the server usually sends the login check without a puzzle (decision 0043): the work alone,
 * done unseen, is the answer, and only a line says it is being checked; after failures it sends the puzzle.
 */
type Slid = { x: number; durationMs: number };

interface WorkState {
  challenge: string;
  counter: number;
  solution: SliderWorkSolution | null;
  failed: boolean;
}
const IDLE: WorkState = { challenge: "", counter: 0, solution: null, failed: false };

export function SliderCaptcha({ onSolved, error, purpose, onPending }: CaptchaWidgetProps) {
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const [x, setX] = useState(0);
  const [slid, setSlid] = useState<Slid | null>(null);
  // The work's state, tagged with the challenge it is for (a reload starts afresh without clearing it here).
  const [workState, setWork] = useState<WorkState>(IDLE);
  const work = challenge && workState.challenge === challenge.challenge ? workState : IDLE;
  const solved = Boolean(slid && work.solution);
  const dragStart = useRef<number | null>(null);
  // The answer's two halves as the callbacks see them: the form gets the answer when the second one arrives.
  const parts = useRef<{ slid: Slid | null; solution: SliderWorkSolution | null }>({ slid: null, solution: null });
  const latestOnSolved = useRef(onSolved);
  const latestOnPending = useRef(onPending);
  useEffect(() => {
    latestOnSolved.current = onSolved;
    latestOnPending.current = onPending;
  });

  useEffect(() => {
    let cancelled = false;
    accountsApi.captcha(purpose).then(
      (issued) => {
        if (cancelled) return;
        setChallenge(issued);
        setFailed(false);
        setX(0);
        setSlid(null);
        parts.current = { slid: null, solution: null };
        dragStart.current = null;
        latestOnSolved.current(null);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [round, purpose]);

  // The work starts as soon as the challenge is here, so it is mostly done by the time the piece is in place.
  useEffect(() => {
    if (!challenge) return;
    const id = challenge.challenge;
    // A cancelled work settles after the unmount: nothing is left to update then.
    let stopped = false;
    const update = (change: Partial<WorkState>) => {
      if (!stopped) setWork((state) => ({ ...(state.challenge === id ? state : { ...IDLE, challenge: id }), ...change }));
    };
    const running = startSliderWork(challenge.work, (counter) => update({ counter }));
    // A check answers by itself once its work is done: a submit meanwhile waits for it.
    if (!challenge.puzzle) latestOnPending.current?.(true);
    running.solution.then(
      (solution) => {
        parts.current.solution = solution;
        update({ solution });
        deliver(challenge);
        if (!challenge.puzzle) latestOnPending.current?.(false);
      },
      () => {
        update({ failed: true });
        if (!challenge.puzzle) latestOnPending.current?.(false);
      },
    );
    return () => {
      stopped = true;
      running.cancel();
    };
  }, [challenge]);

  /**
   * The form gets the answer: a check's once its work is done; a puzzle's once the slide and the work both are
   * (again at every new position a keyboard user commits).
   */
  function deliver(current: CaptchaChallenge) {
    const { slid: position, solution } = parts.current;
    if (!solution) return;
    if (!current.puzzle) {
      latestOnSolved.current({ challenge: current.challenge, response: encodeCheckAnswer({ work: current.work, solution }) });
      return;
    }
    if (!position) return;
    latestOnSolved.current({ challenge: current.challenge, response: encodeSliderAnswer({ ...position, work: current.work, solution }) });
  }

  const reload = () => {
    setChallenge(null);
    setRound((value) => value + 1);
  };

  if (failed || work.failed) {
    return (
      <Box>
        <Typography variant="body2" color="error">
          {ACCOUNT_MESSAGES.captchaUnavailable}
        </Typography>
        <Button size="small" startIcon={<Refresh />} onClick={reload}>
          {ACCOUNT_MESSAGES.captchaRetry}
        </Button>
      </Box>
    );
  }
  if (!challenge) {
    return (
      <Stack direction="row" spacing={1} alignItems="center" sx={{ minHeight: 60 }}>
        <CircularProgress size={18} />
        <Typography variant="body2">{ACCOUNT_MESSAGES.captchaLoading}</Typography>
      </Stack>
    );
  }

  if (!challenge.puzzle) return <LoginCheck solved={Boolean(work.solution)} error={error} />;

  const { width, height, piece_size: piece } = challenge;
  const max = width - piece;
  const percent = (value: number, of: number) => `${(value / of) * 100}%`;

  return (
    <Box>
      <Box sx={{ position: "relative", width, maxWidth: "100%", aspectRatio: `${width} / ${height}`, borderRadius: 1, overflow: "hidden" }}>
        <Box component="img" src={challenge.image} alt="" sx={{ width: "100%", height: "100%", display: "block" }} />
        {/* The piece's row is only in its pixels: the strip spans the picture's height and moves with the slider. */}
        <Box
          component="img"
          src={challenge.piece}
          alt=""
          aria-hidden
          data-testid="captcha-piece"
          // Inline: it changes at every step of a drag (sx would make a class for each position).
          style={{ left: percent(x, width) }}
          sx={{
            position: "absolute",
            top: 0,
            width: percent(piece, width),
            height: "100%",
            display: "block",
            pointerEvents: "none",
            // A light rim and a shadow that follow the piece's shape, so it stands out from the picture.
            filter: "drop-shadow(0 0 1px #fff) drop-shadow(0 0 1px #fff) drop-shadow(0 0 4px rgba(0,0,0,0.7))",
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
            aria-label={ACCOUNT_MESSAGES.captchaLabel}
            onChange={(_, value) => {
              dragStart.current ??= performance.now();
              setX(value);
            }}
            onChangeCommitted={(_, value) => {
              // The latest position counts (a keyboard user commits at every key press): the drag lasts from the first move.
              const started = dragStart.current ?? performance.now();
              parts.current.slid = { x: value, durationMs: Math.round(performance.now() - started) };
              setSlid(parts.current.slid);
              deliver(challenge);
            }}
          />
        </Box>
        {solved ? (
          <CheckCircle color="success" titleAccess={ACCOUNT_MESSAGES.captchaSolved} />
        ) : null}
        <Button size="small" onClick={reload} aria-label={ACCOUNT_MESSAGES.captchaRetry} sx={{ minWidth: 0 }}>
          <Refresh fontSize="small" />
        </Button>
      </Stack>
      {!work.solution && (
        <LinearProgress
          variant="determinate"
          value={Math.min(99, (work.counter / Math.max(1, challenge.work_max)) * 100)}
          aria-label={ACCOUNT_MESSAGES.captchaWorking}
          sx={{ width, maxWidth: "100%", height: 2, mt: 0.25 }}
        />
      )}
      {slid && !work.solution ? (
        <Stack direction="row" spacing={1} alignItems="center" role="status">
          <CircularProgress size={12} />
          <Typography variant="caption" color="text.secondary">
            {ACCOUNT_MESSAGES.captchaVerifying}
          </Typography>
        </Stack>
      ) : (
        <Typography variant="caption" color="text.secondary">
          {ACCOUNT_MESSAGES.captchaLabel}
        </Typography>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

/** The login check (no puzzle): one line while the browser does the work, then "Verified". */
function LoginCheck({ solved, error }: { solved: boolean; error?: string }) {
  return (
    <Box>
      <Stack direction="row" spacing={1} alignItems="center" role="status">
        {solved ? <CheckCircle color="success" fontSize="small" aria-hidden /> : <CircularProgress size={12} aria-hidden />}
        <Typography variant="caption" color="text.secondary">
          {solved ? ACCOUNT_MESSAGES.captchaSolved : ACCOUNT_MESSAGES.captchaVerifying}
        </Typography>
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
