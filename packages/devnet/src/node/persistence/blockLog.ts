import { closeSync, openSync, readSync, writeSync } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";

/** Where a record sits in the log, to read it back later (get_block of old blocks). */
export interface RecordLocation {
  offset: number;
  length: number;
}

export interface LoggedRecord<T> extends RecordLocation {
  record: T;
}

const NEWLINE = 0x0a;
const READ_CHUNK = 1 << 20;

/**
 * An append-only log of JSON records, one per line. Appends are group-committed: every record appended
 * while a write is in flight goes out in the next write, and each append's promise resolves only once its
 * bytes are written and fdatasync'ed, so "acknowledged" always means "on disk". Records nobody waits for
 * (appendLazily: blocks) are written at once but synced only when asked (syncThrough) or by the next sync:
 * an idle chain's fdatasync per block was most of its log's cost. A torn last line (a crash mid-write, never
 * acknowledged) is cut off when the log is opened.
 */
export class BlockLog<T> {
  private queued: Buffer[] = [];
  /** Records appended but not written yet, by offset: read() serves them from here. */
  private readonly unwritten = new Map<number, Buffer>();
  private waiters: { resolve: () => void; reject: (error: Error) => void }[] = [];
  private writing: Promise<void> | null = null;
  private failure: Error | null = null;
  private closed = false;
  /** The end of what the last fdatasync covered. */
  private durableEnd: number;
  /** The end up to which a sync was asked for (syncThrough, flush). */
  private syncWanted = 0;

  private constructor(
    private readonly handle: FileHandle,
    private readonly path: string,
    /** Bytes appended so far, written or queued. */
    private end: number,
  ) {
    this.durableEnd = end;
  }

  /** Opens (creating) the log, cutting a torn tail; returns it with every complete record in order. */
  static async open<T>(path: string): Promise<{ log: BlockLog<T>; records: LoggedRecord<T>[] }> {
    const records: LoggedRecord<T>[] = [];
    const validEnd = scanRecords<T>(path, (entry) => records.push(entry));
    const handle = await open(path, "a+");
    const { size } = await handle.stat();
    if (size > validEnd) {
      await handle.truncate(validEnd);
      await handle.datasync();
    }
    return { log: new BlockLog<T>(handle, path, validEnd), records };
  }

  get size(): number {
    return this.end;
  }

  /** Queues a record; the promise resolves once it is durable. Its location is known at once. */
  append(record: T): { location: RecordLocation; durable: Promise<void> } {
    const line = this.line(record);
    const location = { offset: this.end, length: line.length };
    this.enqueue(line);
    const durable = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.scheduleWrite();
    return { location, durable };
  }

  /**
   * Writes a record nobody waits for: at once (the OS has it, so a crash of the process loses nothing), or
   * behind a write in flight, whose sync then covers it. Durable after syncThrough past it, or any sync.
   */
  appendLazily(record: T): RecordLocation {
    const line = this.line(record);
    const location = { offset: this.end, length: line.length };
    if (this.writing || this.queued.length > 0) {
      // The file is opened for appending: bytes land in call order, so this one waits its turn.
      this.enqueue(line);
      return location;
    }
    try {
      for (let written = 0; written < line.length; )
        written += writeSync(this.handle.fd, line, written, line.length - written);
    } catch (error) {
      throw this.fail(error);
    }
    this.end += line.length;
    return location;
  }

  /** Makes the log durable through byte `end` (a sync in the background, unless one covered it already). */
  syncThrough(end: number): void {
    if (end <= this.durableEnd || this.failure) return;
    this.syncWanted = Math.max(this.syncWanted, end);
    this.scheduleWrite();
  }

  /** Resolves once everything appended so far is durable. */
  async flush(): Promise<void> {
    this.syncThrough(this.end);
    while (this.writing) await this.writing;
    if (this.failure) throw this.failure;
  }

  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
    await this.handle.close();
  }

  /** Reads one record back (only records already written: the caller keeps recent ones in memory). */
  read(location: RecordLocation): T {
    const pending = this.unwritten.get(location.offset);
    if (pending) return JSON.parse(pending.toString("utf8")) as T;
    const fd = openSync(this.path, "r");
    try {
      const buffer = Buffer.alloc(location.length);
      readSync(fd, buffer, 0, location.length, location.offset);
      return JSON.parse(buffer.toString("utf8")) as T;
    } finally {
      closeSync(fd);
    }
  }

  private line(record: T): Buffer {
    if (this.closed) throw new Error("the block log is closed");
    if (this.failure) throw this.failure;
    return Buffer.from(`${JSON.stringify(record)}\n`, "utf8");
  }

  private enqueue(line: Buffer): void {
    this.unwritten.set(this.end, line);
    this.end += line.length;
    this.queued.push(line);
  }

  private queuedBytes(): number {
    return this.queued.reduce((sum, line) => sum + line.length, 0);
  }

  private scheduleWrite(): void {
    if (this.writing) return;
    this.writing = this.writeQueued().finally(() => {
      this.writing = null;
      const more = this.queued.length > 0 || this.syncWanted > this.durableEnd;
      if (more && !this.failure) this.scheduleWrite();
    });
  }

  /** A log that cannot be written must stop acknowledging anything: every waiter hears the error. */
  private fail(error: unknown): Error {
    this.failure = error instanceof Error ? error : new Error(String(error));
    for (const waiter of this.waiters) waiter.reject(this.failure);
    this.waiters = [];
    return this.failure;
  }

  private async writeQueued(): Promise<void> {
    // Let the other requests of this turn of the event loop join the same write.
    await new Promise<void>((resolve) => setImmediate(resolve));
    const batch = this.queued;
    const data = Buffer.concat(batch);
    const batchStart = this.end - this.queuedBytes();
    const waiters = this.waiters;
    this.queued = [];
    this.waiters = [];
    try {
      let written = 0;
      while (written < data.length) {
        const { bytesWritten } = await this.handle.write(data, written, data.length - written);
        written += bytesWritten;
      }
      await this.handle.datasync();
      // Lazily written records came before this batch (none is written while a write is in flight).
      this.durableEnd = Math.max(this.durableEnd, batchStart + data.length);
      let offset = batchStart;
      for (const line of batch) {
        this.unwritten.delete(offset);
        offset += line.length;
      }
      for (const waiter of waiters) waiter.resolve();
    } catch (error) {
      this.waiters.push(...waiters);
      this.fail(error);
    }
  }
}

/**
 * Reads every complete record of the log at `path` (none if it does not exist) and returns the end of the
 * last one. A malformed line that is not the last means the log is corrupt: that throws.
 */
function scanRecords<T>(path: string, onRecord: (entry: LoggedRecord<T>) => void): number {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  try {
    let fileOffset = 0;
    let carry = Buffer.alloc(0);
    let validEnd = 0;
    let tornAt: number | null = null;
    const chunk = Buffer.alloc(READ_CHUNK);
    for (;;) {
      const bytesRead = readSync(fd, chunk, 0, READ_CHUNK, fileOffset);
      if (bytesRead === 0) break;
      fileOffset += bytesRead;
      const data =
        carry.length > 0
          ? Buffer.concat([carry, chunk.subarray(0, bytesRead)])
          : chunk.subarray(0, bytesRead);
      let lineStart = 0;
      for (let i = data.indexOf(NEWLINE); i !== -1; i = data.indexOf(NEWLINE, lineStart)) {
        const length = i + 1 - lineStart;
        const offset = validEnd;
        if (tornAt !== null) throw new Error(`block log ${path} is corrupt at byte ${tornAt}`);
        let record: T;
        try {
          record = JSON.parse(data.toString("utf8", lineStart, i)) as T;
        } catch {
          tornAt = offset;
          lineStart = i + 1;
          continue;
        }
        onRecord({ record, offset, length });
        validEnd += length;
        lineStart = i + 1;
      }
      carry = Buffer.from(data.subarray(lineStart));
    }
    return validEnd;
  } finally {
    closeSync(fd);
  }
}
