import { BlockingDialogHost } from "./blocking-dialog-host.tsx";
import { ConfirmDialogHost } from "./confirm-dialog-host.tsx";
import { MessageDialogHost } from "./message-dialog-host.tsx";
import { ToastHost } from "./toast-host.tsx";

/** The app-wide feedback of stores/feedback.ts; mount once. */
export function FeedbackHosts() {
  return (
    <>
      <MessageDialogHost />
      <ConfirmDialogHost />
      <BlockingDialogHost />
      <ToastHost />
    </>
  );
}
