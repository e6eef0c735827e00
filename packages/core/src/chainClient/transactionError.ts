import { firstNodeosErrorDetail, NodeosError } from "./nodeosError";

/**
 * A failed submission. Its message is what the user reads: the first detail message of the node's answer
 * (spec 2 §8), the wallet's own text, or our text; `cause` keeps the original for the error mapping.
 */
export class TransactionError extends Error {
  override readonly name = "TransactionError";
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }

  /** nodeos' exception name when the node refused the transaction. */
  get nodeErrorName(): string | undefined {
    return this.cause instanceof NodeosError ? this.cause.errorName : undefined;
  }
}

/** Any thrown value as a TransactionError whose message is the node's first detail when there is one. */
export function toTransactionError(error: unknown): TransactionError {
  if (error instanceof TransactionError) return error;
  if (error instanceof NodeosError) {
    return new TransactionError(firstNodeosErrorDetail(error.body) ?? error.message, { cause: error });
  }
  if (error instanceof Error) return new TransactionError(error.message, { cause: error });
  // Wallet libraries reject with strings or plain objects ({code, message}) as well as Errors.
  if (typeof error === "string") return new TransactionError(error, { cause: error });
  const message =
    typeof error === "object" &&
    error !== null &&
    typeof (error as { message?: unknown }).message === "string"
      ? (error as { message: string }).message
      : String(error);
  return new TransactionError(message, { cause: error });
}
