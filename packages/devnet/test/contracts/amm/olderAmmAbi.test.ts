import { AMM_ABI, orderRowSchema } from "@ux/core/amm/contract";
import { ABI, Serializer } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import { ChainEngine } from "../../../src/engine/chainEngine";
import { setAbi } from "../../../src/engine/state/accountOperations";
import { AMM_TOKENS } from "../../../src/genesis/amm/ammTokens";
import { applyGenesis, engineConfigOf } from "../../../src/genesis/chainGenesis";
import { CHAIN_ID } from "../../engine/support/testChain";
import { AMM, AmmChain, ammActions, reportsOf } from "./support/ammChain";

/*
 * A data folder made before the AMM's minimum outputs keeps the ABI its genesis stored (the ABI is state).
 * The new contract code still runs on it: orders without minimums queue and settle as before, and the
 * restore names the account whose ABI is older than its contract so the README's --reset can be applied.
 */

const { EOS, UTX } = AMM_TOKENS;

/** The AMM ABI without this change's additions: no `$` fields, no order_minimums struct. */
const olderAbi = ABI.from({
  ...AMM_ABI,
  structs: AMM_ABI.structs
    .filter((struct) => struct.name !== "order_minimums")
    .map((struct) => ({ ...struct, fields: struct.fields.filter((f) => !String(f.type).endsWith("$")) })),
});

describe("a chain whose AMM still has the ABI from before minimum outputs", () => {
  it("is named by outdatedAbis; a fresh genesis of every chain has none", () => {
    const chain = new AmmChain();
    expect(chain.engine.outdatedAbis()).toEqual([]);
    for (const name of ["eos", "wax", "telos"] as const) {
      const engine = new ChainEngine(engineConfigOf(name));
      applyGenesis(engine, name, CHAIN_ID, "2026-01-01T00:00:00.000");
      expect(engine.outdatedAbis()).toEqual([]);
    }
    setAbi(chain.engine.state, AMM, Serializer.encode({ object: olderAbi }).hexString, () => undefined);
    expect(chain.engine.outdatedAbis()).toEqual([AMM]);
  });

  it("queues and settles orders with the new contract code as before", () => {
    const chain = new AmmChain();
    setAbi(chain.engine.state, AMM, Serializer.encode({ object: olderAbi }).hexString, () => undefined);
    chain.push([
      ammActions.deposit("alice", EOS, 25_0000n),
      ammActions.placeorder("alice", 3, EOS, 25_0000n, [[UTX, 10_000]]),
    ]);
    const [raw] = chain.engine.getTableRows({ code: AMM, scope: AMM, table: "orders", json: true }).rows;
    expect(orderRowSchema.parse(raw).min_outputs).toBeNull();
    expect(reportsOf(chain.settle(3))[0]).toMatchObject({
      status: "filled",
      outputs: [{ quantity: "199.5203 UTX", contract: "eosio.token" }],
    });
  });
});
