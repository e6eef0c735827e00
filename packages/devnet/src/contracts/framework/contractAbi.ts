import type { AbiStruct } from "@ux/core/contracts";

/*
 * An eosio::abi/1.2 document as the devnet's contracts declare theirs: each action's struct has the action's
 * name, and the parts they never use (types, ricardian texts, error messages, extensions, variants, action
 * results) are empty.
 */

/** A table of `type` rows; `keys` are the primary key and each secondary index as [key name, key type]. */
export function abiTable(name: string, type: string, keys: [string, string][] = []) {
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
  actions: string[];
  tables?: ReturnType<typeof abiTable>[];
}) {
  return {
    version: "eosio::abi/1.2",
    types: [],
    structs: parts.structs,
    actions: parts.actions.map((name) => ({ name, type: name, ricardian_contract: "" })),
    tables: parts.tables ?? [],
    ricardian_clauses: [],
    error_messages: [],
    abi_extensions: [],
    variants: [],
    action_results: [],
  };
}
