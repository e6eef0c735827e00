import { type AbiStruct, abiTable, contractAbi as coreContractAbi } from "@ux/core/contracts";

/** Tables are declared as every contract interface of core declares them. */
export { abiTable };

/*
 * An eosio::abi/1.2 document as the devnet's contracts declare theirs: core's (each action's struct has the
 * action's name, the unused parts empty) plus the empty error messages and extensions, in nodeos' order.
 */

export function contractAbi(parts: {
  structs: AbiStruct[];
  actions: string[];
  tables?: ReturnType<typeof abiTable>[];
}) {
  const { variants, action_results, ...head } = coreContractAbi(parts);
  return { ...head, error_messages: [], abi_extensions: [], variants, action_results };
}
