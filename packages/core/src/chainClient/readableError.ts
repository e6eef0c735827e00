import { RAM_BYTES_PER_KB } from "../accounts/accountConstants";
import { msg } from "../text/message";
import { NodeosError } from "./nodeosError";
import { TransactionError } from "./transactionError";

/** Spec texts (spec 1 §8, spec 2 §8). */
export const STAKE_CPU_ACTION = msg("Stake 50 UTX to CPU");
export const STAKE_NET_ACTION = msg("Stake 50 UTX to NET");
export const USER_REJECTED_SIGNATURE = msg("User rejected signature");

/** What the user is shown for a failed transaction. */
export type ReadableTransactionError =
  | {
      kind: "insufficientRam";
      account: string;
      /** Bytes missing: what the node says the account needs minus what it has. */
      missingBytes: bigint;
      /** Whole KB to buy: ceil(missing bytes / 1024). */
      kbNeeded: bigint;
      message: string;
    }
  | { kind: "cpu"; fixLabel: typeof STAKE_CPU_ACTION; message: string }
  | { kind: "net"; fixLabel: typeof STAKE_NET_ACTION; message: string }
  | { kind: "rejected"; message: typeof USER_REJECTED_SIGNATURE }
  | { kind: "failed"; message: string };

// nodeos: "account alice has insufficient ram; needs 1234 bytes has 100 bytes".
const INSUFFICIENT_RAM = /account ([a-z1-5.]{1,13}) has insufficient ram; needs (\d+) bytes has (\d+) bytes/;
// nodeos: "billed CPU time (X us) is greater than the maximum billable CPU time for the transaction (Y us)".
const BILLABLE_CPU = /maximum billable CPU/i;
// The spec's 'maximum billable NET', and nodeos' own texts for the same limit.
const BILLABLE_NET =
  /maximum billable NET|net usage (?:of transaction )?is too high|transaction net usage is too high/i;
// Wallets word a refusal differently: Anchor, WharfKit's prompt, EIP-1193 (code 4001), our own dialogs.
const REJECTED =
  /user (?:rejected|canceled|cancelled|denied|declined)|rejected by (?:the )?user|request was not completed|modal closed|request (?:was )?(?:canceled|cancelled)/i;

export function kbForBytes(bytes: bigint): bigint {
  if (bytes <= 0n) return 0n;
  const perKb = BigInt(RAM_BYTES_PER_KB);
  return (bytes + perKb - 1n) / perKb;
}

/** The node's 'insufficient ram' detail, or null when the text is something else. */
export function parseRamShortfall(message: string): { account: string; missingBytes: bigint } | null {
  const match = INSUFFICIENT_RAM.exec(message);
  if (!match) return null;
  const [, account, needs, has] = match as unknown as [string, string, string, string];
  const missing = BigInt(needs) - BigInt(has);
  // The node refused the transaction, so at least one byte is missing whatever the figures say.
  return { account, missingBytes: missing > 0n ? missing : 1n };
}

function nodeErrorName(error: unknown): string | undefined {
  if (error instanceof TransactionError) return error.nodeErrorName;
  return error instanceof NodeosError ? error.errorName : undefined;
}

/** EIP-1193's userRejectedRequest: a browser wallet's refusal, as an error object {code: 4001, message}. */
const USER_REJECTED_REQUEST = 4001;

function walletErrorCode(error: unknown): number | undefined {
  const cause = error instanceof TransactionError ? error.cause : error;
  const code = typeof cause === "object" && cause !== null ? (cause as { code?: unknown }).code : undefined;
  return typeof code === "number" ? code : undefined;
}

/** Maps a failed submission (node refusal, wallet refusal, anything thrown) to the spec's readable error. */
export function readableTransactionError(error: unknown): ReadableTransactionError {
  const failure = error instanceof TransactionError ? error : undefined;
  const message =
    failure?.message ??
    (error instanceof Error ? error.message : typeof error === "string" ? error : String(error));
  const name = nodeErrorName(error);

  if (walletErrorCode(error) === USER_REJECTED_REQUEST || (name === undefined && REJECTED.test(message))) {
    return { kind: "rejected", message: USER_REJECTED_SIGNATURE };
  }
  const ram = parseRamShortfall(message);
  if (ram !== null)
    return { kind: "insufficientRam", ...ram, kbNeeded: kbForBytes(ram.missingBytes), message };
  if (BILLABLE_CPU.test(message) || name === "tx_cpu_usage_exceeded") {
    return { kind: "cpu", fixLabel: STAKE_CPU_ACTION, message };
  }
  if (BILLABLE_NET.test(message) || name === "tx_net_usage_exceeded") {
    return { kind: "net", fixLabel: STAKE_NET_ACTION, message };
  }
  return { kind: "failed", message };
}
