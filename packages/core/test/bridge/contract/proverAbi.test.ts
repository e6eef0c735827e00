import { ABI, Serializer } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import { heavyProofSchema, lightProofSchema } from "../../../src/antelope/proofSchemas";
import { PROVER_ABI } from "../../../src/bridge/contract/proverAbi";
import {
  checkproofdDataSchema,
  checkproofeDataSchema,
  checkprooffDataSchema,
  heavyProofOf,
  initbDataSchema,
  lightProofOf,
} from "../../../src/bridge/contract/proverActionData";
import { PROVER_ACTIONS } from "../../../src/bridge/contract/proverNames";
import { jungle4 } from "../../antelope/jungle4Vectors";

const abi = ABI.from(PROVER_ABI);

const fieldsOf = (struct: string) =>
  PROVER_ABI.structs.find((s) => s.name === struct)?.fields.map((f) => `${f.name}:${f.type}`);

/** Packs JSON as an action's data and reads it back as a node hands it to the contract. */
function roundTrip(action: string, json: unknown): unknown {
  const packed = Serializer.encode({ object: json, abi, type: action });
  return Serializer.objectify(Serializer.decode({ data: packed, abi, type: action }));
}

/** The structs whose fields are the public bridge contract's, in the binary order. */
const STRUCT_FIELDS: Record<string, string[]> = {
  chain: ["name:name", "chain_id:checksum256", "return_value_activated:uint32", "enabled:bool"],
  chainschedule: [
    "version:uint64",
    "producer_schedule_v1:producer_schedule",
    "producer_schedule_v2:schedulev2",
    "hash:checksum256",
    "first_block:uint32",
    "last_block:uint32",
    "expiry:time_point",
  ],
  lastproof: ["id:uint64", "block_height:uint32", "block_merkle_root:checksum256", "expiry:time_point"],
  initb: [
    "chain_name:name",
    "chain_id:checksum256",
    "return_value_activated:uint32",
    "initial_schedule:schedulev2",
  ],
  checkproofd: ["blockproof:heavyproof"],
  checkproofe: ["blockproof:heavyproof", "actionproof:actionproof"],
  checkprooff: ["blockproof:lightproof", "actionproof:actionproof"],
  disable: ["chain_name:name"],
  heavyproof: [
    "chain_id:checksum256",
    "hashes:checksum256[]",
    "blocktoprove:anchorblock",
    "bftproof:sblockheader[]",
  ],
  anchorblock: ["block:sblockheader", "active_nodes:uint16[]", "node_count:uint64"],
  sblockheader: [
    "header:blockheader",
    "producer_signatures:signature[]",
    "previous_bmroot:checksum256",
    "bmproofpath:uint16[]",
  ],
  blockheader: [
    "timestamp:block_timestamp_type",
    "producer:name",
    "confirmed:uint16",
    "previous:checksum256",
    "transaction_mroot:checksum256",
    "action_mroot:checksum256",
    "schedule_version:uint32",
    "new_producers:producer_schedule?",
    "header_extensions:pair_uint16_bytes[]",
  ],
  lightproof: ["chain_id:checksum256", "header:blockheader", "root:checksum256", "bmproofpath:checksum256[]"],
  actionproof: ["action:action", "receipt:actreceipt", "returnvalue:bytes", "amproofpath:checksum256[]"],
  actreceipt: [
    "receiver:name",
    "act_digest:checksum256",
    "global_sequence:uint64",
    "recv_sequence:uint64",
    "auth_sequence:authseq[]",
    "code_sequence:varuint32",
    "abi_sequence:varuint32",
  ],
  producer_authority: ["producer_name:name", "authority:block_signing_authority"],
};

describe("the prover's ABI", () => {
  it.each(Object.entries(STRUCT_FIELDS))(
    "has the struct %s with its fields in the binary order",
    (struct, fields) => {
      expect(fieldsOf(struct)).toEqual(fields);
    },
  );

  it("has the public bridge contract's actions, tables and variants, and inita's v1 schedule last", () => {
    expect(PROVER_ABI.actions.map((a) => a.name)).toEqual(Object.values(PROVER_ACTIONS));
    expect(PROVER_ABI.tables.map((t) => `${t.name}:${t.type}`)).toEqual([
      "chains:chain",
      "schedules:chainschedule",
      "lastproofs:lastproof",
    ]);
    expect(fieldsOf("inita")?.at(-1)).toBe("initial_schedule:producer_schedule");
    expect(PROVER_ABI.variants).toEqual([
      { name: "block_signing_authority", types: ["block_signing_authority_v0"] },
    ]);
  });

  it("packs the Jungle4 vectors unchanged as action data, and reads them back to the same proofs", () => {
    const init = initbDataSchema.parse(roundTrip("initb", jungle4.schedule36()));
    expect(init.initial_schedule.producers).toHaveLength(21);
    expect(init.chain_name).toBe("jungle4");

    for (const file of [jungle4.heavy24562480(), jungle4.heavy24562919()]) {
      const data = checkproofdDataSchema.parse(roundTrip("checkproofd", file));
      expect(heavyProofOf(data)).toEqual({ ...heavyProofSchema.parse(file), actionProof: null });
    }
    const withAction = jungle4.heavy24563672();
    const e = checkproofeDataSchema.parse(roundTrip("checkproofe", withAction));
    expect(heavyProofOf(e)).toEqual(heavyProofSchema.parse(withAction));
    expect(heavyProofOf(e).actionProof).not.toBeNull();

    const light = jungle4.light22531781();
    const f = checkprooffDataSchema.parse(roundTrip("checkprooff", light));
    expect(lightProofOf(f)).toEqual(lightProofSchema.parse(light));
  });

  it("fails to pack a proof that misses a field of the action's struct", () => {
    const light = jungle4.light22531781() as { actionproof?: unknown };
    delete light.actionproof;
    expect(() => Serializer.encode({ object: light, abi, type: "checkprooff" })).toThrow();
  });
});
