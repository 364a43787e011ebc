import { onDemand } from "../lazy/on-demand.tsx";
import { useFeedback } from "../../stores/feedback.ts";

// Each host's dialog or snackbar (and MUI's modal machinery) loads the first time something is shown in it.
const MessageDialogHost = onDemand(() => import("./message-dialog-host.tsx").then((module) => module.MessageDialogHost));
const ConfirmDialogHost = onDemand(() => import("./confirm-dialog-host.tsx").then((module) => module.ConfirmDialogHost));
const BlockingDialogHost = onDemand(() => import("./blocking-dialog-host.tsx").then((module) => module.BlockingDialogHost));
const ToastHost = onDemand(() => import("./toast-host.tsx").then((module) => module.ToastHost));
const FlashHost = onDemand(() => import("./flash-host.tsx").then((module) => module.FlashHost));

/** The app-wide feedback of stores/feedback.ts; mount once. */
export function FeedbackHosts() {
  return (
    <>
      <MessageDialogHost needed={useFeedback("message") !== null} />
      <ConfirmDialogHost needed={useFeedback("confirm") !== null} />
      <BlockingDialogHost needed={useFeedback("blocking") !== null} />
      <ToastHost needed={useFeedback("toast") !== null} />
    </>
  );
}

/** The flash notification of showFlash() (default and staking layouts), loaded when one is first shown. */
export function LazyFlashHost() {
  return <FlashHost needed={useFeedback("flash") !== null} />;
}
