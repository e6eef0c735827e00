import { RAM_BYTES_PER_KB, RESOURCE_TOP_UP } from "@ux/core/accounts";
import type { ActionInput, PermissionLevel } from "@ux/core/chainClient";
import { CORE_SYMBOL, formatAsset } from "@ux/core/money";

/** The system contract's account on every Antelope chain. */
export const SYSTEM_CONTRACT = "eosio";

/**
 * Buy RAM (spec 1 §7 'Buy RAM on the system contract: payer, receiver, bytes'): buyrambytes for exactly the
 * bytes of `kb` KB (1 KB = 1024 bytes), which the chain prices at 1 UTXRAM per KB.
 */
export function buyRamBytesAction(signer: PermissionLevel, receiver: string, kb: bigint): ActionInput {
  const bytes = kb * BigInt(RAM_BYTES_PER_KB);
  if (kb <= 0n || bytes > 0xffffffffn) throw new RangeError(`cannot buy ${kb} KB in one buyrambytes`);
  return {
    account: SYSTEM_CONTRACT,
    name: "buyrambytes",
    authorization: [signer],
    data: { payer: signer.actor, receiver, bytes: Number(bytes) },
  };
}

export type StakedResource = "cpu" | "net";

/** 'Stake 50 UTX to CPU' / 'to NET': delegatebw of 50.0000 UTX to the signer itself. */
export function stakeTopUpAction(signer: PermissionLevel, resource: StakedResource): ActionInput {
  const zero = formatAsset({ amount: 0n, symbol: CORE_SYMBOL });
  const topUp = formatAsset(RESOURCE_TOP_UP);
  return {
    account: SYSTEM_CONTRACT,
    name: "delegatebw",
    authorization: [signer],
    data: {
      from: signer.actor,
      receiver: signer.actor,
      stake_net_quantity: resource === "net" ? topUp : zero,
      stake_cpu_quantity: resource === "cpu" ? topUp : zero,
      transfer: false,
    },
  };
}
