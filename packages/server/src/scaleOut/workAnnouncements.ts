import pg from "pg";
import { LEADER_JOBS, type LeaderJob } from "./leaderLock";

/**
 * Work for a led job (a swap job paid, a stake request co-signed) announced where it is written, so the
 * leading instance's loop passes at once instead of polling the database for it: listeners on this instance
 * hear it directly, other instances on the same PostgreSQL through NOTIFY. A missed announcement (a
 * listening connection being re-made) only waits for the loop's slow safety poll.
 */
export interface WorkAnnouncements {
  announce(job: LeaderJob): void;
  /** Calls `listener` on each announcement of `job`, from any instance; returns the unsubscribe. */
  listen(job: LeaderJob, listener: () => void): () => void;
  close(): Promise<void>;
}

/** The NOTIFY channel, and its payload: `<job>:<instance>` (the announcing instance hears it directly). */
export const WORK_CHANNEL = "ux_work";

class LocalListeners {
  private readonly byJob = new Map<LeaderJob, Set<() => void>>();

  add(job: LeaderJob, listener: () => void): () => void {
    const set = this.byJob.get(job) ?? new Set();
    this.byJob.set(job, set);
    set.add(listener);
    return () => set.delete(listener);
  }

  call(job: LeaderJob): void {
    for (const listener of this.byJob.get(job) ?? []) listener();
  }
}

/** One process alone on its database: announcements go to this process's listeners only. */
export function localAnnouncements(): WorkAnnouncements {
  const listeners = new LocalListeners();
  return {
    announce: (job) => listeners.call(job),
    listen: (job, listener) => listeners.add(job, listener),
    close: async () => undefined,
  };
}

/** The job a NOTIFY payload names when it is another instance's (null for ours or a malformed one). */
export function announcedJob(payload: string | undefined, instance: string): LeaderJob | null {
  const match = /^([A-Za-z]+):([a-z0-9]{1,16})$/.exec(payload ?? "");
  if (!match || match[2] === instance || !Object.hasOwn(LEADER_JOBS, match[1] ?? "")) return null;
  return match[1] as LeaderJob;
}

export interface PostgresAnnouncementsOptions {
  databaseUrl: string;
  instance: string;
  /** Where NOTIFY is sent from (the cluster's adapter pool). */
  pool: pg.Pool;
  /** A lost listening connection is made again after this long. */
  retryMs: number;
  log: (message: string) => void;
}

/** Instances on one PostgreSQL: NOTIFY on WORK_CHANNEL, heard on a LISTEN connection of each instance. */
export function postgresAnnouncements(options: PostgresAnnouncementsOptions): WorkAnnouncements {
  const listeners = new LocalListeners();
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  const reconnectLater = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, options.retryMs);
  };
  const connect = async () => {
    const next = new pg.Client({
      connectionString: options.databaseUrl,
      application_name: `ux-work:${options.instance}`,
      keepAlive: true,
    });
    const lost = (why: string) => {
      if (client !== next) return;
      client = null;
      options.log(`work announcements: ${why}; listening again in ${options.retryMs} ms`);
      next.removeAllListeners("end");
      next.end().catch(() => undefined);
      reconnectLater();
    };
    next.on("error", (error) => lost(`connection error: ${error.message}`));
    next.on("end", () => lost("connection ended"));
    next.on("notification", (message) => {
      const job = announcedJob(message.payload, options.instance);
      if (job !== null) listeners.call(job);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${WORK_CHANNEL}`);
      if (closed) await next.end();
    } catch (error) {
      lost(`cannot listen: ${(error as Error).message}`);
    }
  };
  void connect();

  return {
    announce(job) {
      listeners.call(job);
      options.pool
        .query("SELECT pg_notify($1, $2)", [WORK_CHANNEL, `${job}:${options.instance}`])
        .catch((error: Error) => options.log(`work announcements: NOTIFY ${job}: ${error.message}`));
    },
    listen: (job, listener) => listeners.add(job, listener),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const last = client;
      client = null;
      if (last) {
        last.removeAllListeners("end");
        last.on("error", () => undefined);
        await last.end().catch(() => undefined);
      }
    },
  };
}
