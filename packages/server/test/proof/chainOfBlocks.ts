import { createHash } from "node:crypto";
import type { NodeosBlock } from "@ux/core/antelope";

/** A chain of linked header-only blocks for the follower tests: block n's id is a hash of n. */
const blockId = (num: number) => createHash("sha256").update(`block ${num}`).digest("hex");

export const chainBlock = (num: number): NodeosBlock => ({
  id: blockId(num),
  block_num: num,
  timestamp: "2026-01-01T00:00:00.000",
  producer: "prod1",
  confirmed: 0,
  previous: num === 1 ? "0".repeat(64) : blockId(num - 1),
  transaction_mroot: "0".repeat(64),
  action_mroot: "0".repeat(64),
  schedule_version: 0,
  new_producers: null,
  header_extensions: [],
  producer_signature: "SIG_K1_fake",
});
