/**
 * All-or-nothing state changes, chainbase style: every mutation records how to revert itself, and a
 * session either keeps its changes (commit) or reverts them newest first (undo). This gives the same
 * result as a copy-on-write layer without copying anything: a transaction costs only what it touches,
 * and reads always see the live state. Sessions nest (a block session around transaction sessions).
 */
export class UndoLog {
  private readonly reverts: (() => void)[] = [];
  private readonly marks: number[] = [];

  get inSession(): boolean {
    return this.marks.length > 0;
  }

  /** Called by every mutation with the closure that restores the previous value. */
  record(revert: () => void): void {
    if (this.marks.length > 0) this.reverts.push(revert);
  }

  begin(): void {
    this.marks.push(this.reverts.length);
  }

  /** Keeps the session's changes (they become part of the enclosing session, if any). */
  commit(): void {
    if (this.marks.pop() === undefined) throw new Error("commit without an open session");
    if (this.marks.length === 0) this.reverts.length = 0;
  }

  /** Reverts every change made since the session began. */
  undo(): void {
    const mark = this.marks.pop();
    if (mark === undefined) throw new Error("undo without an open session");
    for (let i = this.reverts.length - 1; i >= mark; i--) (this.reverts[i] as () => void)();
    this.reverts.length = mark;
  }
}

/** A Map whose set/delete are recorded in an undo log. */
export class UndoableMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly log: UndoLog) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  set(key: K, value: V): void {
    const had = this.entries.has(key);
    const previous = this.entries.get(key);
    this.entries.set(key, value);
    this.log.record(() => {
      if (had) this.entries.set(key, previous as V);
      else this.entries.delete(key);
    });
  }

  delete(key: K): void {
    if (!this.entries.has(key)) return;
    const previous = this.entries.get(key) as V;
    this.entries.delete(key);
    this.log.record(() => this.entries.set(key, previous));
  }

  keys(): IterableIterator<K> {
    return this.entries.keys();
  }

  values(): IterableIterator<V> {
    return this.entries.values();
  }

  entriesIterator(): IterableIterator<[K, V]> {
    return this.entries.entries();
  }
}

/** A single undoable value (global counters). */
export class UndoableCell<V> {
  constructor(
    private readonly log: UndoLog,
    private current: V,
  ) {}

  get value(): V {
    return this.current;
  }

  set value(next: V) {
    const previous = this.current;
    this.current = next;
    this.log.record(() => {
      this.current = previous;
    });
  }
}
