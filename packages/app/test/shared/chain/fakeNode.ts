import type { FetchFunction, NodeosErrorBody } from "@ux/core/chainClient";
import { UNKNOWN_ENDPOINT } from "@ux/devnet/api/nodeosErrors";

/**
 * A devnet stand-in behind a fake fetch, answering in nodeos' shapes: blocks advance on every get_info,
 * the last irreversible block trails head by 8, transactions land in the next block, and a test can make
 * it drop the network, fork a transaction out of its block, or refuse a send.
 */
export class FakeNode {
  head = 1000;
  readonly irreversibleDistance = 8;
  /** Blocks produced per get_info (time passing between polls). */
  blocksPerPoll = 2;
  readonly blocks = new Map<number, string[]>();
  readonly requests: { path: string; method: string; body: unknown }[] = [];
  /** The next N requests fail as if the network were down. */
  offline = 0;
  /** Answers for the next sends, in order; an empty queue accepts. */
  readonly sendAnswers: ("accept" | "duplicate" | "offline" | NodeosErrorBody)[] = [];
  /** When block 1000 was produced; blocks follow every 500 ms. */
  readonly startMs = Date.parse("2026-03-01T12:00:00.000Z");

  get headTime(): string {
    return this.blockTime(this.head);
  }

  /** nodeos' zoneless UTC time of a block. */
  blockTime(num: number): string {
    return new Date(this.startMs + (num - 1000) * 500).toISOString().slice(0, 23);
  }

  get lib(): number {
    return this.head - this.irreversibleDistance;
  }

  static blockId(num: number): string {
    // Block number in the first 4 bytes as nodeos does; bytes 8..11 give the ref_block_prefix 0x04030201.
    return `${num.toString(16).padStart(8, "0")}aaaaaaaa01020304${"0".repeat(40)}`;
  }

  /** Removes a transaction from every block, as a fork switch that dropped it would. */
  forkOut(id: string): void {
    for (const [num, ids] of this.blocks)
      this.blocks.set(
        num,
        ids.filter((other) => other !== id),
      );
  }

  /** Puts a transaction into a block (as a node re-applying it on the new fork would). */
  include(id: string, num: number): void {
    this.blocks.set(num, [...(this.blocks.get(num) ?? []), id]);
  }

  count(path: string): number {
    return this.requests.filter((r) => r.path === path).length;
  }

  readonly fetch: FetchFunction = async (url, init) => {
    const path = new URL(url).pathname;
    const body = init.body === undefined ? undefined : JSON.parse(init.body);
    this.requests.push({ path, method: init.method, body });
    if (this.offline > 0) {
      this.offline -= 1;
      throw new TypeError("Failed to fetch");
    }
    return this.answer(path, body);
  };

  private ok(json: unknown) {
    return { ok: true, status: 200, json: async () => json };
  }

  private fail(status: number, json: NodeosErrorBody) {
    return { ok: false, status, json: async () => json };
  }

  private answer(path: string, body: Record<string, unknown> | undefined) {
    switch (path) {
      case "/v1/chain/get_info":
        this.head += this.blocksPerPoll;
        return this.ok({
          chain_id: "7578000000000000000000000000000000000000000000000000000000000001",
          head_block_num: this.head,
          head_block_id: FakeNode.blockId(this.head),
          head_block_time: this.headTime,
          last_irreversible_block_num: this.lib,
        });
      case "/v1/chain/get_block_info": {
        const num = Number(body?.block_num);
        return this.ok({ block_num: num, id: FakeNode.blockId(num), ref_block_prefix: 0x04030201 });
      }
      case "/v1/chain/get_block": {
        const num = Number(body?.block_num_or_id);
        if (num > this.head) return this.fail(400, unknownBlock(num));
        const ids = this.blocks.get(num) ?? [];
        return this.ok({
          block_num: num,
          id: FakeNode.blockId(num),
          timestamp: this.blockTime(num),
          transactions: ids.map((id) => ({ status: "executed", trx: { id } })),
        });
      }
      case "/v1/chain/send_transaction":
      case "/v1/chain/send_transaction2":
        return this.send(path, body);
      default:
        return this.fail(404, UNKNOWN_ENDPOINT);
    }
  }

  private send(path: string, body: Record<string, unknown> | undefined) {
    const next = this.sendAnswers.shift() ?? "accept";
    if (next === "offline") throw new TypeError("Failed to fetch");
    if (next === "duplicate") return this.fail(409, duplicate("tx"));
    if (next !== "accept") return this.fail(next.code ?? 500, next);
    const packed = path.endsWith("2") ? (body?.transaction as Record<string, unknown>) : body;
    const id = String(packed?.packed_trx).slice(0, 64);
    const blockNum = this.head + 1;
    this.include(id, blockNum);
    return this.ok({
      transaction_id: id,
      processed: {
        id,
        block_num: blockNum,
        block_time: this.blockTime(blockNum),
        action_traces: [],
        except: null,
      },
    });
  }
}

export function nodeosError(name: string, code: number, message: string, status = 500): NodeosErrorBody {
  return {
    code: status,
    message: "Internal Service Error",
    error: { code, name, what: name, details: [{ message }] },
  };
}

function unknownBlock(num: number): NodeosErrorBody {
  return nodeosError("unknown_block_exception", 3100002, `Could not find block: ${num}`, 400);
}

function duplicate(id: string): NodeosErrorBody {
  return nodeosError("tx_duplicate", 3040008, `duplicate transaction ${id}`, 409);
}

/** A sleep that returns at once and records every wait asked for. */
export function recordingSleep(): { sleep: (ms: number) => Promise<void>; waits: number[] } {
  const waits: number[] = [];
  return {
    waits,
    sleep: async (ms: number) => {
      waits.push(ms);
      // Every polling loop sleeps: a loop that never ends fails here instead of filling the memory.
      if (waits.length > 500) throw new Error("runaway: more than 500 waits");
    },
  };
}
