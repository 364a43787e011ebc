import type { ReactNode } from "react";
import { DIALOG_AUTO_CLOSE_MS, DIALOG_WIDTH } from "@openpawn/shared/constants";
import { DIALOG_MESSAGES } from "@openpawn/shared/platform/messages";
import { createStore, useStore } from "./create-store.ts";

/**
 * Feedback shown over any page (spec §2, §9): message dialog, confirm dialog, toast, a blocking
 * dialog and the flash notification. Plain functions, so features and non-React code can call them.
 */

/** Success and error report an outcome; warning stops an action that may not run now; info explains without fault. */
export type FeedbackVariant = "success" | "error" | "warning" | "info";

const DEFAULT_TEXT: Record<FeedbackVariant, string> = {
  success: DIALOG_MESSAGES.successDefault,
  error: DIALOG_MESSAGES.errorDefault,
  warning: DIALOG_MESSAGES.warningDefault,
  info: DIALOG_MESSAGES.infoDefault,
};

export interface MessageOptions {
  variant: FeedbackVariant;
  /** Defaults to 'Successfully !', 'Something went wrong!', 'Warning!' or 'Info!' by variant. */
  text?: string;
  description?: string;
  /** Shown shortened, linking to `${explorerUrl}/tx/${txHash}`. */
  txHash?: string;
  viewMoreHref?: string;
  viewMoreText?: string;
  showIcon?: boolean;
  showButton?: boolean;
  buttonText?: string;
  width?: (typeof DIALOG_WIDTH)["messageSmall"] | (typeof DIALOG_WIDTH)["message"];
  /** A persistent dialog ignores Escape and backdrop clicks and never closes by itself. */
  persistent?: boolean;
  /** Milliseconds before the dialog closes itself; null keeps it open. */
  autoCloseMs?: number | null;
}

export type ResolvedMessage = Required<Omit<MessageOptions, "description" | "txHash" | "viewMoreHref">> &
  Pick<MessageOptions, "description" | "txHash" | "viewMoreHref">;

export interface ConfirmOptions {
  title?: string;
  description?: string;
  /** Rich description (React nodes), shown instead of `description`. Never pass unescaped HTML. */
  htmlDescription?: ReactNode;
  buttonText?: string;
  showCancel?: boolean;
  cancelText?: string;
}

export type ResolvedConfirm = Required<Omit<ConfirmOptions, "description" | "htmlDescription">> &
  Pick<ConfirmOptions, "description" | "htmlDescription">;

export interface Toast {
  text: string;
  variant: FeedbackVariant;
}

export interface Flash {
  title: string;
  text?: string;
  href?: string;
}

/** Each shown item keeps its content while closing (`open: false`) so the closing animation has something to show. */
interface Shown<Item> {
  id: number;
  open: boolean;
  item: Item;
}

interface FeedbackState {
  message: Shown<ResolvedMessage> | null;
  confirm: Shown<ResolvedConfirm> | null;
  toast: Shown<Toast> | null;
  flash: Shown<Flash> | null;
  blocking: Shown<string> | null;
}

type Slot = keyof FeedbackState;

const store = createStore<FeedbackState>({ message: null, confirm: null, toast: null, flash: null, blocking: null });
let nextId = 1;

function show<K extends Slot>(slot: K, item: NonNullable<FeedbackState[K]>["item"]): number {
  const id = nextId++;
  store.set((state) => ({ ...state, [slot]: { id, open: true, item } }));
  return id;
}

function close(slot: Slot, id?: number): void {
  store.set((state) => {
    const shown = state[slot];
    if (!shown?.open || (id !== undefined && shown.id !== id)) return state;
    return { ...state, [slot]: { ...shown, open: false } };
  });
}

export function resolveMessage(options: MessageOptions): ResolvedMessage {
  const persistent = options.persistent ?? false;
  return {
    ...options,
    text: options.text ?? DEFAULT_TEXT[options.variant],
    viewMoreText: options.viewMoreText ?? "View more",
    showIcon: options.showIcon ?? false,
    showButton: options.showButton ?? true,
    buttonText: options.buttonText ?? DIALOG_MESSAGES.ok,
    width: options.width ?? DIALOG_WIDTH.message,
    persistent,
    autoCloseMs: options.autoCloseMs !== undefined ? options.autoCloseMs : persistent ? null : DIALOG_AUTO_CLOSE_MS,
  };
}

export function resolveConfirm(options: ConfirmOptions): ResolvedConfirm {
  return {
    ...options,
    title: options.title ?? DIALOG_MESSAGES.confirmTitleDefault,
    buttonText: options.buttonText ?? DIALOG_MESSAGES.confirmButtonDefault,
    showCancel: options.showCancel ?? false,
    cancelText: options.cancelText ?? DIALOG_MESSAGES.cancel,
  };
}

const messageWaiters = new Map<number, () => void>();

/** Shows the message dialog; resolves when it closes. */
export function showMessage(options: MessageOptions): Promise<void> {
  const message = resolveMessage(options);
  closeMessage();
  const id = show("message", message);
  if (message.autoCloseMs !== null) setTimeout(() => closeMessage(id), message.autoCloseMs);
  return new Promise((resolve) => messageWaiters.set(id, resolve));
}

export function closeMessage(id?: number): void {
  const shown = store.get().message;
  if (!shown || (id !== undefined && shown.id !== id)) return;
  close("message", shown.id);
  messageWaiters.get(shown.id)?.();
  messageWaiters.delete(shown.id);
}

const confirmWaiters = new Map<number, (confirmed: boolean) => void>();

/** Asks a yes/no question; resolves true when the user presses the button, false otherwise. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  const previous = store.get().confirm;
  if (previous?.open) answerConfirm(false);
  const id = show("confirm", resolveConfirm(options));
  return new Promise((resolve) => confirmWaiters.set(id, resolve));
}

export function answerConfirm(confirmed: boolean): void {
  const shown = store.get().confirm;
  if (!shown?.open) return;
  close("confirm", shown.id);
  confirmWaiters.get(shown.id)?.(confirmed);
  confirmWaiters.delete(shown.id);
}

/** A short notice at the top right ('Copied to clipboard', 'Oops...Something went wrong'). */
export function toast(text: string, variant: FeedbackVariant = "success"): void {
  show("toast", { text, variant });
}

export function closeToast(): void {
  close("toast");
}

/** A notification at the bottom left of the page (e.g. a push message that arrived). */
export function showFlash(flash: Flash): void {
  show("flash", flash);
}

export function closeFlash(): void {
  close("flash");
}

/** A dialog without buttons that stays until hideBlocking() (e.g. 'Please sign wallet to use OpenPawn services'). */
export function showBlocking(text: string): void {
  show("blocking", text);
}

export function hideBlocking(): void {
  close("blocking");
}

/** How many open dialogs show the blocking text themselves (a money confirmation while its transaction runs). */
const inlineProgress = createStore({ holders: 0 });

/**
 * While a dialog shows the transaction's progress in its own body, the blocking dialog stays hidden so the same words
 * are not shown twice, one modal over the other. Returns the release (idempotent).
 */
export function holdProgressInline(): () => void {
  inlineProgress.set(({ holders }) => ({ holders: holders + 1 }));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    inlineProgress.set(({ holders }) => ({ holders: holders - 1 }));
  };
}

export const useProgressShownInline = () => useStore(inlineProgress, ({ holders }) => holders > 0);

export function useFeedback<K extends Slot>(slot: K): FeedbackState[K] {
  return useStore(store, (state) => state[slot]);
}
