import { Component, type ReactNode } from "react";
import { MESSAGES } from "@openpawn/shared/messages";

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches a failure of the error page itself; plain HTML, so it renders even when the UI kit is the culprit. */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { error } = this.state;
    const details = error instanceof Error ? (error.stack ?? error.message) : String(error);
    return (
      <div role="alert" style={{ padding: 32, fontFamily: "sans-serif" }}>
        <h1>{MESSAGES.errorPage.errorPageFailed}</h1>
        <pre style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{details}</pre>
        <a href="/">Go to the home page</a>
      </div>
    );
  }
}
