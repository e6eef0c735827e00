import { Name, UInt64 } from "@wharfkit/antelope";
import fc from "fast-check";

/** Generated Antelope values for the property tests that hold the node's fast digests to core's. */

/** A sha256 as 64 hex characters. */
export const digest = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString("hex"));

/** Any 64-bit name, including ones no account would take. */
export const name = fc
  .bigInt({ min: 0n, max: 2n ** 64n - 1n })
  .map((value) => Name.from(UInt64.from(value)).toString());
