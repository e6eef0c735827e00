import pg from "pg";

/** What runs only on the instance that leads a job: started when the lead is won, stopped when it is lost. */
export interface LeaderTask {
  start(): void;
  /** Resolves once the task's pass in flight (if any) has ended. */
  stop(): Promise<void>;
}

/** The jobs that must have one actor at a time, and their advisory-lock keys (two int4: namespace, job). */
export const LEADER_JOBS = { ammKeeper: 1, stakeWatch: 2, swapWorker: 3 } as const;
export type LeaderJob = keyof typeof LEADER_JOBS;
/** "UX" in ASCII: keeps these services' locks apart from any other user of the database's advisory locks. */
export const LEADER_LOCK_NAMESPACE = 0x5558;

export interface LeaderLockOptions {
  databaseUrl: string;
  job: LeaderJob;
  task: LeaderTask;
  /** Shown in pg_stat_activity as `ux-leader:<instance>:<job>`, so an operator (or a test) sees who leads. */
  instance: string;
  /** A standby asks for the lock this often; a leader checks its connection this often. */
  retryMs: number;
  log: (message: string) => void;
}

/**
 * One job's leadership by a PostgreSQL session-level advisory lock (pg_try_advisory_lock) held on a
 * connection of its own for as long as this instance leads. The server releases the lock when that session
 * ends, so a leader that dies (kill -9, a lost host) hands over as soon as its TCP connection closes, and a
 * standby takes the lead within `retryMs`. A leader whose connection errs, ends or does not answer its
 * periodic check stops its task at once: it can no longer know that it holds the lock.
 */
export class LeaderLock {
  private client: pg.Client | null = null;
  private leading = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  /** The task's stop in progress, awaited before the lead may be taken again. */
  private stepping: Promise<void> = Promise.resolve();

  constructor(private readonly options: LeaderLockOptions) {}

  get isLeading(): boolean {
    return this.leading;
  }

  start(): void {
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.stepDown("stopping");
    await this.stepping;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.attempt().finally(() => this.schedule(this.options.retryMs));
    }, delayMs);
  }

  private async attempt(): Promise<void> {
    const { job } = this.options;
    try {
      await this.stepping;
      const client = this.client ?? (await this.connect());
      if (this.leading) {
        // The lock lives as long as this session: an answer proves both are still there.
        await client.query("SELECT 1");
        return;
      }
      const result = await client.query<{ locked: boolean }>(
        "SELECT pg_try_advisory_lock($1, $2) AS locked",
        [LEADER_LOCK_NAMESPACE, LEADER_JOBS[job]],
      );
      if (result.rows[0]?.locked !== true || this.stopped || client !== this.client) return;
      this.leading = true;
      this.options.log(`${job}: leading (instance ${this.options.instance})`);
      this.options.task.start();
    } catch (error) {
      await this.stepDown(`lock connection failed: ${(error as Error).message}`);
    }
  }

  private async connect(): Promise<pg.Client> {
    const { databaseUrl, instance, job, retryMs } = this.options;
    const client = new pg.Client({
      connectionString: databaseUrl,
      application_name: `ux-leader:${instance}:${job}`,
      keepAlive: true,
      // A check that hangs (a half-open connection) counts as a lost lock.
      query_timeout: Math.max(retryMs * 2, 2_000),
      connectionTimeoutMillis: Math.max(retryMs * 2, 2_000),
    });
    const lost = (why: string) => {
      if (this.client === client) void this.stepDown(why);
    };
    client.on("error", (error) => lost(`lock connection error: ${error.message}`));
    client.on("end", () => lost("lock connection ended"));
    try {
      await client.connect();
    } catch (error) {
      client.removeAllListeners("end");
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    return client;
  }

  /** Stops acting first, then drops the connection (which releases the lock if the server still has it). */
  private stepDown(why: string): Promise<void> {
    const client = this.client;
    this.client = null;
    const wasLeading = this.leading;
    this.leading = false;
    if (wasLeading) this.options.log(`${this.options.job}: stopped leading (${why})`);
    const previous = this.stepping;
    this.stepping = (async () => {
      await previous;
      if (wasLeading) await this.options.task.stop().catch(() => undefined);
      if (client) {
        client.removeAllListeners("end");
        client.on("error", () => undefined);
        await client.end().catch(() => undefined);
      }
    })();
    return this.stepping;
  }
}
