import { z } from "zod";
import type { RpcMethod } from "./jsonRpcDispatch";
import { invalidParams } from "./rpcError";

export const addressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, "expected a 20-byte 0x-prefixed hex address");
export const hash32Schema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, "expected a 32-byte 0x-prefixed hex hash");
export const dataSchema = z.string().regex(/^0x([0-9a-fA-F]{2})*$/, "expected 0x-prefixed hex bytes");
export const quantitySchema = z
  .string()
  .regex(/^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/, "expected a hex quantity without leading zeros");
export const blockTagSchema = z.union([
  z.enum(["latest", "pending", "earliest", "safe", "finalized"]),
  quantitySchema,
]);
export type BlockTag = z.infer<typeof blockTagSchema>;

/** A call object (eth_call / eth_estimateGas): fields checked when present, unknown ones tolerated as wallets send extras. */
export const callObjectSchema = z.looseObject({
  from: addressSchema.optional(),
  to: addressSchema.nullable().optional(),
  data: dataSchema.optional(),
  input: dataSchema.optional(),
  value: quantitySchema.optional(),
  gas: quantitySchema.optional(),
  gasPrice: quantitySchema.optional(),
});
export type CallObject = z.infer<typeof callObjectSchema>;

export const noParams = z.tuple([]);
export const addressAtBlockParams = z.tuple([addressSchema, blockTagSchema.optional()]);
export const callParams = z.tuple([callObjectSchema, blockTagSchema.optional()]);
export const rawTransactionParams = z.tuple([dataSchema]);
export const hashParams = z.tuple([hash32Schema]);
export const blockByNumberParams = z.tuple([blockTagSchema, z.boolean().optional()]);

/** Parses positional params or throws -32602 naming the first problem. */
export function parseParams<T extends z.ZodType>(schema: T, params: unknown[]): z.infer<T> {
  const parsed = schema.safeParse(params);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = (issue?.path ?? []).map((key, index) =>
    index === 0 || typeof key === "number" ? `[${String(key)}]` : `.${String(key)}`,
  );
  const where = path.length > 0 ? ` at params${path.join("")}` : "";
  throw invalidParams(`invalid params${where}: ${issue?.message ?? "rejected"}`);
}

/** A method that takes no params: it refuses any (-32602, as for every method's params), then answers. */
export function withoutParams(answer: () => unknown): RpcMethod {
  return async (params) => {
    parseParams(noParams, params);
    return answer();
  };
}
