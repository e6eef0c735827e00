import { chainError } from "../chainErrors";
import { ChainError } from "../engineContract";

// The refusals of the read queries, as nodeos' chain_plugin words them; the HTTP edge (api/nodeosErrors)
// turns any ChainError into nodeos' error JSON.

/** nodeos' answer for a missing account ("Fail to retrieve account for x"), 400 "Account lookup" over HTTP. */
export function accountQueryError(account: string): ChainError {
  return chainError("account_query_exception", `Fail to retrieve account for ${account}`);
}

export function tableQueryError(message: string): ChainError {
  return chainError("contract_table_query_exception", message);
}

/** name_type_exception (3010001): a name that does not convert, outside of a request's own fields. */
export function invalidName(message: string): ChainError {
  return new ChainError("name_type_exception", 3010001, "Invalid name", [{ message }], 500);
}

/**
 * A bound that does not convert to the index's key type: nodeos' convert_to_type adds this text to the
 * conversion's own failure (a plain fc::exception, so code 0 "unspecified"), answered with a 500.
 */
export function keyTypeConversionError(field: string, text: string): ChainError {
  return new ChainError(
    "exception",
    0,
    "unspecified",
    [{ message: `Could not convert ${field} string '${text}' to key type.` }],
    500,
  );
}
