import { RAM_BYTES_PER_KB, RAM_PRICE_PER_KB, RESOURCE_TOP_UP } from "@ux/core/accounts";
import type { ActionInput, PermissionLevel } from "@ux/core/chainClient";
import { CORE_SYMBOL, formatAsset, RAM_SYMBOL } from "@ux/core/money";

/** The system contract's account on every Antelope chain. */
export const SYSTEM_CONTRACT = "eosio";

/** buyram paying `kb` x 1.0000 UTXRAM: the dialog's own rate, so the cost shown is the cost charged. */
export function buyRamAction(signer: PermissionLevel, receiver: string, kb: bigint): ActionInput {
  if (kb <= 0n) throw new RangeError(`KB to buy must be positive, got ${kb}`);
  return {
    account: SYSTEM_CONTRACT,
    name: "buyram",
    authorization: [signer],
    data: {
      payer: signer.actor,
      receiver,
      quant: formatAsset({ amount: kb * RAM_PRICE_PER_KB.amount, symbol: RAM_SYMBOL }),
    },
  };
}

/** buyrambytes for exactly the bytes of `kb` KB (spec 1 §7: payer, receiver, bytes). */
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
