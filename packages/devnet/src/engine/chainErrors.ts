import { ChainError } from "./engineContract";

/**
 * nodeos exception names, codes and `what` texts (Leap's chain/exceptions.hpp), so that clients that match on
 * them (WharfKit, the app's error dialogs) see exactly what a real node would answer.
 */
export const CHAIN_EXCEPTIONS = {
  transaction_exception: [3040000, "Transaction exception"],
  tx_decompression_error: [3040001, "Error decompressing transaction"],
  tx_no_action: [3040002, "Transaction should have at least one normal action"],
  tx_no_auths: [3040003, "Transaction should have at least one required authority"],
  cfa_irrelevant_auth: [3040004, "Context-free action should have no required authority"],
  expired_tx_exception: [3040005, "Expired Transaction"],
  tx_exp_too_far_exception: [3040006, "Transaction Expiration Too Far"],
  invalid_ref_block_exception: [3040007, "Invalid Reference Block"],
  tx_duplicate: [3040008, "Duplicate transaction"],
  tx_too_big: [3040013, "Transaction is too big"],
  unknown_transaction_compression: [3040014, "Unknown transaction compression"],
  action_validate_exception: [3050000, "Action validate exception"],
  account_name_exists_exception: [3050001, "Account name already exists"],
  invalid_action_args_exception: [3050002, "Invalid Action Arguments"],
  eosio_assert_message_exception: [3050003, "eosio_assert_message assertion failure"],
  action_not_found_exception: [3050005, "Action can not be found"],
  unauthorized_ram_usage_increase: [
    3050010,
    "Action attempts to increase RAM usage of account without authorization",
  ],
  action_return_value_exception: [3050014, "action return value size too big"],
  permission_query_exception: [3060001, "Permission Query Exception"],
  account_query_exception: [3060002, "Account Query Exception"],
  contract_table_query_exception: [3060003, "Contract Table Query Exception"],
  ram_usage_exceeded: [3080001, "Account using more than allotted RAM usage"],
  tx_net_usage_exceeded: [
    3080002,
    "Transaction exceeded the current network usage limit imposed on the transaction",
  ],
  tx_cpu_usage_exceeded: [
    3080004,
    "Transaction exceeded the current CPU usage limit imposed on the transaction",
  ],
  tx_duplicate_sig: [3090001, "Duplicate signature included"],
  tx_irrelevant_sig: [3090002, "Irrelevant signature included"],
  unsatisfied_authorization: [
    3090003,
    "Provided keys, permissions, and delays do not satisfy declared authorizations",
  ],
  missing_auth_exception: [3090004, "Missing required authority"],
  irrelevant_auth_exception: [3090005, "Irrelevant authority included"],
  invalid_permission: [3090007, "Invalid Permission"],
  abi_not_found_exception: [3015001, "No ABI found"],
  unpack_exception: [3015013, "Unpack data exception"],
  pack_exception: [3015014, "Pack data exception"],
  table_access_violation: [3160002, "Table access violation"],
  invalid_table_payer: [3160001, "The payer of the table data is invalid"],
  contract_exception: [3160000, "Contract exception"],
  set_exact_code: [3160008, "Contract is already running this version of code"],
  packed_transaction_type_exception: [3010010, "Invalid packed transaction"],
  public_key_type_exception: [3010002, "Invalid public key"],
  chain_type_exception: [3010000, "chain type exception"],
  assert_exception: [10, "Assert Exception"],
  wasm_execution_error: [3070002, "Runtime Error Processing WASM"],
  eosio_assert_code_exception: [3050004, "eosio_assert_code assertion failure"],
} as const satisfies Record<string, readonly [number, string]>;

export type ChainExceptionName = keyof typeof CHAIN_EXCEPTIONS;

/** A ChainError with nodeos' code and `what` for the name, and one detail message. */
export function chainError(name: ChainExceptionName, message: string): ChainError {
  const [code, what] = CHAIN_EXCEPTIONS[name];
  return new ChainError(name, code, what, [{ message, file: "", line_number: 0, method: "" }]);
}

/** The contract `check()` failure: eosio_assert_message_exception with nodeos' detail prefix. */
export function assertionFailure(message: string): ChainError {
  return chainError("eosio_assert_message_exception", `assertion failure with message: ${message}`);
}

/** fc's JSON of a permission level, as nodeos prints it inside messages. */
export function permissionLevelText(level: { actor: string; permission: string }): string {
  return `{"actor":"${level.actor}","permission":"${level.permission}"}`;
}
