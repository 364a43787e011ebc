import { useEffect, useState } from "react";
import { Box } from "@mui/material";
import { keyframes } from "@mui/material/styles";
import { PROGRESS_BAR } from "@openpawn/shared/constants";

type Phase = "idle" | "waiting" | "running" | "finishing";

const FINISH_MS = 300;

const grow = keyframes`
  from { width: 0%; }
  to { width: 90%; }
`;

/**
 * A thin bar at the top of the page while `active`: it appears only when the work lasts longer than the
 * throttle (200 ms), creeps towards 90 % over 5 s, then fills and fades when the work ends.
 */
export function TopProgressBar({ active }: { active: boolean }) {
  const [phase, setPhase] = useState<Phase>(active ? "waiting" : "idle");
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    setPhase(active ? "waiting" : phase === "running" ? "finishing" : "idle");
  }

  useEffect(() => {
    if (phase !== "waiting" && phase !== "finishing") return;
    const timer = setTimeout(
      () => setPhase(phase === "waiting" ? "running" : "idle"),
      phase === "waiting" ? PROGRESS_BAR.throttleMs : FINISH_MS,
    );
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === "idle" || phase === "waiting") return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading"
      sx={{
        position: "fixed",
        top: 0,
        left: 0,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        height: PROGRESS_BAR.heightPx,
        bgcolor: "primary.main",
        ...(phase === "running"
          ? { width: "90%", animation: `${grow} ${PROGRESS_BAR.durationMs}ms cubic-bezier(0.1, 0.7, 0.3, 1)` }
          : { width: "100%", opacity: 0, transition: `width ${FINISH_MS / 2}ms, opacity ${FINISH_MS}ms ease ${FINISH_MS / 2}ms` }),
      }}
    />
  );
}
