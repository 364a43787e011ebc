import type { FastifyBaseLogger } from "fastify";

/** What happened to an account; subscribers (referrals, notifications, ...) react in-process. */
export interface AccountEventMap {
  /** A new user exists: e-mail sign-up (pending), wallet-only account or social sign-up (active). */
  "user-registered": { userId: number; referredByUserId: number | null; email: string | null; via: "email" | "wallet" | "social" };
  /** A user's e-mail was confirmed (or the account was created already active). */
  "user-activated": { userId: number };
}

export type AccountEventName = keyof AccountEventMap;
export type AccountEventListener<E extends AccountEventName> = (payload: AccountEventMap[E]) => void | Promise<void>;

/**
 * A small typed event emitter, one per app (`app.accountEvents`). `emit` awaits every listener in the order
 * they subscribed; a failing listener is logged and does not fail the request that caused the event.
 */
export class AccountEvents {
  private readonly listeners = new Map<AccountEventName, AccountEventListener<AccountEventName>[]>();

  constructor(private readonly log?: FastifyBaseLogger) {}

  /** Subscribes; returns the function that unsubscribes. */
  on<E extends AccountEventName>(event: E, listener: AccountEventListener<E>): () => void {
    const list = this.listeners.get(event) ?? [];
    list.push(listener as AccountEventListener<AccountEventName>);
    this.listeners.set(event, list);
    return () => this.off(event, listener);
  }

  off<E extends AccountEventName>(event: E, listener: AccountEventListener<E>): void {
    const list = this.listeners.get(event);
    if (list) this.listeners.set(event, list.filter((item) => item !== listener));
  }

  async emit<E extends AccountEventName>(event: E, payload: AccountEventMap[E]): Promise<void> {
    for (const listener of this.listeners.get(event) ?? []) {
      try {
        await listener(payload);
      } catch (error) {
        this.log?.error({ err: error, event }, "account event listener failed");
      }
    }
  }
}
