import { Component, type ReactNode } from "react";
import { ERROR_PAGE_MESSAGES } from "@openpawn/shared/platform/messages";
import { errorText } from "../../lib/error-text.ts";

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Catches a failure of the error page itself; plain HTML, so it renders even when the UI kit is the culprit. It says
 * what failed in words (errorText), never the error object or its stack: those go to the console.
 */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { error } = this.state;
    return (
      <div role="alert" style={{ padding: 32, fontFamily: "sans-serif" }}>
        <h1>{ERROR_PAGE_MESSAGES.errorPageFailed}</h1>
        <p>{errorText(error, ERROR_PAGE_MESSAGES.generic)}</p>
        <a href="/">Go to the home page</a>
      </div>
    );
  }
}
