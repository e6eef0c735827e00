import { type AbiStruct, abiTable } from "@ux/core/contracts";

/** Tables are declared as every contract interface of core declares them. */
export { abiTable };

/*
 * An eosio::abi/1.2 document as the devnet's contracts declare theirs: each action's struct has the action's
 * name, and the parts they never use (types, ricardian texts, error messages, extensions, variants, action
 * results) are empty.
 */

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
