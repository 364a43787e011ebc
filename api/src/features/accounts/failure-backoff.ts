/**
 * Failed sign-in proofs per account and client address, with a growing wait (decision 0037). Only failures count, and
 * only from the address that made them: a stranger's junk sign-ins naming an account slow the stranger, never the
 * account's owner signing in from elsewhere, and never a request that has not been verified yet.
 */
export interface FailureBackoffOptions {
  /** Failures allowed before a wait starts. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; each further failure doubles it. */
  firstWaitMs: number;
  maxWaitMs: number;
  /** Keys kept at most: the oldest are forgotten first (a flood of made-up accounts cannot grow memory). */
  maxKeys: number;
}

interface Entry {
  failures: number;
  /** Epoch ms before which the key is refused. */
  until: number;
  lastFailureAt: number;
}

export class FailureBackoff {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly options: FailureBackoffOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whole seconds `account` from `client` must still wait; 0 when it may try now. */
  waitSeconds(account: string, client: string): number {
    const entry = this.entries.get(keyOf(account, client));
    if (!entry) return 0;
    const left = entry.until - this.now();
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  /** A proof that failed: past the free failures, the wait doubles with each. */
  failed(account: string, client: string): void {
    const key = keyOf(account, client);
    const now = this.now();
    const previous = this.entries.get(key);
    // An account left alone for longer than the longest wait starts over.
    const failures = previous && now - previous.lastFailureAt < this.options.maxWaitMs ? previous.failures + 1 : 1;
    const beyond = failures - this.options.freeFailures;
    const wait = beyond > 0 ? Math.min(this.options.firstWaitMs * 2 ** (beyond - 1), this.options.maxWaitMs) : 0;
    // Re-inserted so that the map's order is the order of last failures, oldest first.
    this.entries.delete(key);
    this.entries.set(key, { failures, until: now + wait, lastFailureAt: now });
    while (this.entries.size > this.options.maxKeys) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** A proof that held: the account starts over from this address. */
  succeeded(account: string, client: string): void {
    this.entries.delete(keyOf(account, client));
  }
}

const keyOf = (account: string, client: string) => `${account.toLowerCase()}\n${client}`;
