import { z } from "zod";
import { nameProblem } from "../engine/nodeosName";
import { invalidName } from "../engine/queries/queryErrors";
import { invalidRequest, unparsableBody } from "./nodeosErrors";

// Every request body is parsed here before a handler sees it; anything malformed becomes nodeos'
// invalid_http_request (400), never an exception deeper in (a bad name in a JSON transaction excepted: see
// NameContext).

/**
 * Where a malformed name sits decides nodeos' answer: in a request's own fields parse_params refuses the
 * body (400 invalid_http_request), inside a JSON transaction abi_serializer throws name_type_exception (500).
 */
type NameContext = "request" | "transaction";

function nameField(context: NameContext, allowEmpty: boolean) {
  return z.string().superRefine((text, issues) => {
    if (text === "") {
      if (!allowEmpty) issues.addIssue({ code: "custom", message: "must be an Antelope name" });
      return;
    }
    const problem = nameProblem(text);
    if (problem !== null)
      issues.addIssue({ code: "custom", message: problem, params: { nodeosName: context } });
  });
}

const name = nameField("request", false);
const optionalName = nameField("request", true);
const transactionName = nameField("transaction", false);
/** fc accepts numbers as JSON numbers or decimal strings. */
const uint = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
]);
const flag = z.union([z.boolean(), z.enum(["true", "false"]).transform((text) => text === "true")]);
const text = z.union([z.string(), z.number().transform(String)]);
const hex = z
  .string()
  .regex(/^(?:[0-9a-fA-F]{2})*$/, "must be hex")
  .transform((value) => value.toLowerCase());

export const accountNameRequest = z.object({ account_name: name });

export const getBlockRequest = z.object({
  block_num_or_id: z.union([
    z.number().int().positive(),
    z
      .string()
      .regex(/^(\d{1,10}|[0-9a-fA-F]{64})$/)
      .transform((value) => (value.length === 64 ? value.toLowerCase() : Number(value))),
  ]),
});

export const getBlockInfoRequest = z.object({ block_num: uint });

export const accountsByAuthorizersRequest = z.object({
  accounts: z.array(z.union([name, z.object({ actor: name, permission: name })])).default([]),
  keys: z.array(z.string()).default([]),
});

export const currencyBalanceRequest = z.object({
  code: name,
  account: name,
  symbol: z
    .string()
    .regex(/^[A-Z]{1,7}$/)
    .optional()
    .nullable(),
});

export const currencyStatsRequest = z.object({ code: name, symbol: z.string().regex(/^[A-Z]{1,7}$/) });

export const tableRowsRequest = z.object({
  code: name,
  scope: text,
  table: name,
  lower_bound: text.optional().nullable(),
  upper_bound: text.optional().nullable(),
  limit: uint.optional(),
  reverse: flag.optional(),
  index_position: text.optional().nullable(),
  key_type: z.string().optional().nullable(),
  json: flag.optional(),
  encode_type: z.enum(["dec", "hex", ""]).optional().nullable(),
  show_payer: flag.optional(),
});

export const tableByScopeRequest = z.object({
  code: name,
  table: optionalName.optional().nullable(),
  lower_bound: text.optional().nullable(),
  upper_bound: text.optional().nullable(),
  limit: uint.optional(),
  reverse: flag.optional(),
});

/** get_activated_protocol_features (nodeos' defaults: 10 features from ordinal 0, ascending). */
export const activatedProtocolFeaturesRequest = z.object({
  lower_bound: uint.optional().nullable(),
  upper_bound: uint.optional().nullable(),
  limit: uint.default(10),
  search_by_block_num: flag.default(false),
  reverse: flag.default(false),
  time_limit_ms: uint.optional().nullable(),
});

export const producersRequest = z.object({
  json: flag.default(false),
  lower_bound: z.string().default(""),
  limit: uint.default(50),
  time_limit_ms: uint.optional().nullable(),
});

export const transactionStatusRequest = z.object({
  id: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, "must be a transaction id")
    .transform((value) => value.toLowerCase()),
});

/** packed_transaction as WharfKit and cleos send it. */
export const packedTransaction = z.object({
  signatures: z.array(z.string().startsWith("SIG_")).default([]),
  compression: z
    .union([z.literal(0), z.literal(1), z.literal("none"), z.literal("zlib")])
    .default(0)
    .transform((value): 0 | 1 => (value === 1 || value === "zlib" ? 1 : 0)),
  packed_context_free_data: hex.default(""),
  packed_trx: hex.refine((value) => value.length > 0, "must not be empty"),
});

const HEX = /^(?:[0-9a-fA-F]{2})*$/;

/**
 * A packed_transaction body, parsed as `packedTransaction` parses it. The usual body (strings where strings
 * go) is read directly: push_transaction is the hot path and the schema walk costs more than the checks.
 * Anything else goes through the schema, so its errors keep their words.
 */
export function parsePackedTransaction(body: unknown): z.output<typeof packedTransaction> {
  const record = body as Record<string, unknown> | null | undefined;
  if (typeof record === "object" && record !== null && !Array.isArray(record)) {
    const { signatures, compression, packed_context_free_data: cfd, packed_trx: trx } = record;
    if (
      Array.isArray(signatures) &&
      signatures.every((signature) => typeof signature === "string" && signature.startsWith("SIG_")) &&
      (compression === undefined ||
        compression === 0 ||
        compression === 1 ||
        compression === "none" ||
        compression === "zlib") &&
      (cfd === undefined || (typeof cfd === "string" && HEX.test(cfd))) &&
      typeof trx === "string" &&
      trx.length > 0 &&
      HEX.test(trx)
    ) {
      return {
        signatures: [...(signatures as string[])],
        compression: compression === 1 || compression === "zlib" ? 1 : 0,
        packed_context_free_data: typeof cfd === "string" ? cfd.toLowerCase() : "",
        packed_trx: trx.toLowerCase(),
      };
    }
  }
  return parseRequest(packedTransaction, body);
}

export const sendTransaction2Request = z.object({
  return_failure_trace: flag.default(true),
  retry_trx: flag.default(false),
  retry_trx_num_blocks: uint.optional().nullable(),
  transaction: packedTransaction,
});

export const computeTransactionRequest = z.object({ transaction: packedTransaction });

const actionJson = z.object({
  account: transactionName,
  name: transactionName,
  authorization: z.array(z.object({ actor: transactionName, permission: transactionName })),
  data: z.unknown(),
});

export const transactionJsonSchema = z.object({
  expiration: z.string(),
  ref_block_num: uint,
  ref_block_prefix: uint,
  max_net_usage_words: uint.default(0),
  max_cpu_usage_ms: uint.default(0),
  delay_sec: uint.default(0),
  context_free_actions: z.array(actionJson).default([]),
  actions: z.array(actionJson),
  transaction_extensions: z.array(z.unknown()).default([]),
});

export const requiredKeysRequest = z.object({
  transaction: transactionJsonSchema,
  available_keys: z.array(z.string()),
});

export const setProducersRequest = z.object({
  producers: z
    .array(name)
    .min(1)
    .max(21)
    .refine((names) => new Set(names).size === names.length, "producers must be distinct"),
});

/** The longest single clock advance: ten years (block timestamps count half seconds in a uint32). */
export const MAX_CLOCK_ADVANCE_SECONDS = 10 * 365 * 86_400;

export const advanceClockRequest = z.object({
  seconds: z
    .number()
    .int("seconds must be a whole number")
    .positive("seconds must be positive")
    .max(MAX_CLOCK_ADVANCE_SECONDS, `at most ${MAX_CLOCK_ADVANCE_SECONDS} seconds (ten years) at a time`),
});

/** The first malformed name, looking inside union alternatives too (zod nests their issues). */
function firstNameIssue(
  issues: readonly z.core.$ZodIssue[],
): { context: NameContext; message: string } | null {
  for (const issue of issues) {
    if (issue.code === "custom" && issue.params?.nodeosName)
      return { context: issue.params.nodeosName as NameContext, message: issue.message };
    if (issue.code === "invalid_union")
      for (const alternative of issue.errors) {
        const found = firstNameIssue(alternative);
        if (found) return found;
      }
  }
  return null;
}

/**
 * Parses a request body, or throws nodeos' 400 invalid_http_request naming the bad fields; a malformed name
 * gets nodeos' own answer (see NameContext).
 */
export function parseRequest<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  if (body === undefined) throw invalidRequest("A Request body is required");
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const badName = firstNameIssue(result.error.issues);
  if (badName)
    throw badName.context === "transaction" ? invalidName(badName.message) : unparsableBody(badName.message);
  const problems = result.error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join(".") : "body"}: ${issue.message}`)
    .join("; ");
  throw invalidRequest(`Invalid request: ${problems}`);
}
