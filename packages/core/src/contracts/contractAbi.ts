import type { ABI } from "@wharfkit/antelope";
import type { AbiStruct } from "./abiType";

/*
 * The eosio::abi/1.2 document every contract of this repo declares the same way: each action's struct has
 * the action's name, tables are i64-indexed, and the parts none of them use (types, ricardian texts) are
 * empty. One place, so the AMM, QuickStake, bridge and ownership proof ABIs differ only in what they declare.
 */

/** A table of `type` rows; `keys` are the primary key and each secondary index as [key name, key type]. */
export function abiTable(name: string, type: string, keys: [string, string][] = []): ABI.Table {
  return {
    name,
    type,
    index_type: "i64",
    key_names: keys.map(([keyName]) => keyName),
    key_types: keys.map(([, keyType]) => keyType),
  };
}

export function contractAbi(parts: {
  structs: AbiStruct[];
  /** Action names; each names its struct too. */
  actions: readonly string[];
  tables?: ABI.Table[];
  variants?: ABI.Variant[];
  action_results?: ABI.ActionResult[];
}): ABI.Def {
  return {
    version: "eosio::abi/1.2",
    types: [],
    structs: parts.structs,
    actions: parts.actions.map((name) => ({ name, type: name, ricardian_contract: "" })),
    tables: parts.tables ?? [],
    ricardian_clauses: [],
    variants: parts.variants ?? [],
    action_results: parts.action_results ?? [],
  };
}
