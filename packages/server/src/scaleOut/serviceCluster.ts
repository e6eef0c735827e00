import { createAdapter } from "@socket.io/postgres-adapter";
import pg from "pg";
import { createSocketOnlyServer, type SocketServer } from "../socket/socketServer";
import { type LeaderJob, LeaderLock, type LeaderTask } from "./leaderLock";
import { localAnnouncements, postgresAnnouncements, type WorkAnnouncements } from "./workAnnouncements";

/**
 * What changes when several instances of the services share one PostgreSQL (ARCHITECTURE.md §10): socket
 * servers that reach the users connected to the other instances, and jobs that only one instance runs at a
 * time. On one instance (PGlite, or a test) the same calls keep everything local and always lead.
 */
export interface ServiceCluster {
  /** Other instances may exist: events meant for every instance go through the adapter. */
  readonly shared: boolean;
  /** This instance's name: the prefix of its socket.io session ids, so a balancer can route by them. */
  readonly instance: string;
  /** A product socket's server; `channel` names its adapter's NOTIFY channel (one per socket service). */
  socketServer(channel: string): SocketServer;
  /** Runs `task` while this instance leads `job` (at once, and for good, on a single instance). */
  lead(job: LeaderJob, task: LeaderTask): void;
  /** Whether this instance leads `job` now. */
  isLeading(job: LeaderJob): boolean;
  /** New work for a led job, announced to whichever instance leads it (workAnnouncements.ts). */
  readonly work: WorkAnnouncements;
  /** Stops every led task and drops the adapters' and the locks' connections. */
  close(): Promise<void>;
}

/** One process alone on its database: local sockets, every job led here. */
export function singleInstance(instance?: string): ServiceCluster {
  const tasks = new Map<LeaderJob, LeaderTask>();
  const work = localAnnouncements();
  return {
    shared: false,
    instance: instance ?? "local",
    work,
    socketServer: () => createSocketOnlyServer(instance === undefined ? {} : { instance }),
    lead(job, task) {
      tasks.set(job, task);
      task.start();
    },
    isLeading: (job) => tasks.has(job),
    async close() {
      await Promise.all([...tasks.values()].map((task) => task.stop()));
      tasks.clear();
      await work.close();
    },
  };
}

export interface PostgresClusterOptions {
  databaseUrl: string;
  instance: string;
  /** A standby asks for a job's lock this often (and a leader checks its lock connection as often). */
  leaderRetryMs: number;
  log: (message: string) => void;
}

/** The table the adapter keeps payloads over NOTIFY's 8000-byte limit in (migration 0007). */
export const ADAPTER_TABLE = "socket_io_attachments";

/**
 * Instances on one PostgreSQL: socket.io's PostgreSQL adapter (LISTEN/NOTIFY, large payloads through
 * ADAPTER_TABLE) on a small pool of its own, and one advisory-lock connection per led job.
 */
export function postgresCluster(options: PostgresClusterOptions): ServiceCluster {
  // A listening connection per socket service plus a few for publishing; apart from the query pool, so a
  // busy database pool never delays a broadcast.
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: 6,
    application_name: `ux-adapter:${options.instance}`,
    // What the adapter writes (NOTIFY, attachments pruned after 30 s) is worthless after a crash: its
    // commits need not wait for the WAL to reach the disk.
    options: "-c synchronous_commit=off",
  });
  pool.on("error", (error) => options.log(`socket adapter pool: ${error.message}`));
  const locks = new Map<LeaderJob, LeaderLock>();
  const work = postgresAnnouncements({
    databaseUrl: options.databaseUrl,
    instance: options.instance,
    pool,
    retryMs: options.leaderRetryMs,
    log: options.log,
  });
  return {
    shared: true,
    instance: options.instance,
    work,
    socketServer(channel) {
      const server = createSocketOnlyServer({ instance: options.instance });
      server.io.adapter(
        createAdapter(pool, {
          channelPrefix: `ux-${channel}`,
          tableName: ADAPTER_TABLE,
          errorHandler: (error) => options.log(`socket adapter ${channel}: ${error.message}`),
        }),
      );
      return server;
    },
    lead(job, task) {
      const lock = new LeaderLock({
        databaseUrl: options.databaseUrl,
        job,
        task,
        instance: options.instance,
        retryMs: options.leaderRetryMs,
        log: options.log,
      });
      locks.set(job, lock);
      lock.start();
    },
    isLeading: (job) => locks.get(job)?.isLeading ?? false,
    async close() {
      await Promise.all([...locks.values()].map((lock) => lock.stop()));
      locks.clear();
      await work.close();
      // The socket servers are closed by their services first; their adapters release the pool's clients.
      await pool.end().catch(() => undefined);
    },
  };
}
