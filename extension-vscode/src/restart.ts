// When a backend that died is started again: at once, unless it died too
// often lately (then it would only die again; the user restarts it by
// hand). vscode-languageclient's rule: five crashes in three minutes.

export class RestartPolicy {
  private crashes: number[] = [];

  constructor(
    readonly maxCrashes = 5,
    readonly windowMs = 3 * 60 * 1000,
  ) {}

  /** crashed records a crash at now (ms) and says whether to restart. */
  crashed(now: number): boolean {
    this.crashes = this.crashes.filter((t) => now - t < this.windowMs);
    this.crashes.push(now);
    return this.crashes.length < this.maxCrashes;
  }

  /** reset forgets the crashes: the user restarted the backend. */
  reset(): void {
    this.crashes = [];
  }
}
