/**
 * A definitive answer from the node refusing a request (nodeos' error JSON: {code, message, error: {code,
 * name, what, details: [{message}]}}). The transaction was NOT applied, except for tx_duplicate, which says
 * an identical transaction already was.
 */
export class NodeosError extends Error {
  constructor(
    readonly httpStatus: number,
    /** nodeos exception name, e.g. 'eosio_assert_message_exception', 'tx_duplicate'. */
    readonly errorName: string,
    readonly what: string,
    /** details[0].message, the text the spec shows users. */
    readonly detail: string,
  ) {
    super(detail || what || `node answered HTTP ${httpStatus}`);
    this.name = "NodeosError";
  }

  get isDuplicate(): boolean {
    return this.errorName === "tx_duplicate";
  }
}

/** The node could not be reached or answered garbage: whether a pushed transaction applied is unknown. */
export class NodeUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "NodeUnavailableError";
  }
}
