/** A check answers "ok" or, in a few words, what is wrong ("unreachable", "wrong chain 1, expected 56"). */
export type HealthCheck = () => Promise<string>;

export interface HealthStatus {
  ready: boolean;
  checks: Record<string, string>;
  /** When the checks last finished; null before the first run. */
  checkedAt: Date | null;
}

/**
 * Runs named checks together, in the background, and keeps the last result: a health request never waits
 * for the database or the chain. Features add their own checks with `register` (e.g. the indexer's lag).
 */
export class HealthMonitor {
  private readonly checks = new Map<string, HealthCheck>();
  private last: HealthStatus = { ready: false, checks: {}, checkedAt: null };
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;

  /** @param checkTimeoutMs a check that has not answered by then counts as "timed out". */
  constructor(private readonly checkTimeoutMs: number) {}

  register(name: string, check: HealthCheck): void {
    if (this.checks.has(name)) throw new Error(`health check "${name}" is already registered`);
    this.checks.set(name, check);
  }

  status(): HealthStatus {
    return this.last;
  }

  /** Runs every check once; a call while a run is under way joins it. */
  refresh(): Promise<void> {
    this.running ??= this.runChecks().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Refreshes every `intervalMs` until `stop`. */
  start(intervalMs: number): void {
    this.stop();
    this.timer = setInterval(() => void this.refresh(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async runChecks(): Promise<void> {
    const entries = [...this.checks].map(async ([name, check]) => [name, await this.runOne(check)] as const);
    const checks = Object.fromEntries(await Promise.all(entries));
    this.last = { ready: Object.values(checks).every((result) => result === "ok"), checks, checkedAt: new Date() };
  }

  private async runOne(check: HealthCheck): Promise<string> {
    let timeout: NodeJS.Timeout | undefined;
    const timedOut = new Promise<string>((resolve) => {
      timeout = setTimeout(() => resolve("timed out"), this.checkTimeoutMs);
    });
    try {
      return await Promise.race([check(), timedOut]);
    } catch (error) {
      return `unavailable: ${(error as Error).message}`;
    } finally {
      clearTimeout(timeout);
    }
  }
}
