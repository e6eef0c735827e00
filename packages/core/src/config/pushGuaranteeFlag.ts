import * as z from "zod/mini";

/**
 * The guaranteed-push flag as the spec spells it, `apiPushGurantee` (spec 2 §7), is what network configs
 * carry; the earlier spelling `apiPushGuarantee` is still read. Both become the schema's
 * `apiPushGuarantee`; a chain giving both with different values is refused rather than guessed.
 */
export const SPEC_PUSH_GUARANTEE_KEY = "apiPushGurantee";
const OUR_KEY = "apiPushGuarantee";

// zod's own test (an object, not null, not an array), which the app ships anyway: bytes its first page keeps.
const isRecord = (value: unknown): value is Record<string, unknown> => z.util.isObject(value);

/** The config with every chain's flag under one key; anything not shaped like a config is left alone. */
export function normalizePushGuaranteeFlag(input: unknown): unknown {
  if (!isRecord(input) || !isRecord(input.chains)) return input;
  const chains: Record<string, unknown> = {};
  for (const [name, chain] of Object.entries(input.chains)) {
    if (!isRecord(chain) || !(SPEC_PUSH_GUARANTEE_KEY in chain)) {
      chains[name] = chain;
      continue;
    }
    const { [SPEC_PUSH_GUARANTEE_KEY]: flag, ...rest } = chain;
    if (OUR_KEY in rest && rest[OUR_KEY] !== flag) {
      throw new Error(
        `Invalid network config at chains.${name}: ${SPEC_PUSH_GUARANTEE_KEY} and ${OUR_KEY} disagree`,
      );
    }
    chains[name] = { ...rest, [OUR_KEY]: flag };
  }
  return { ...input, chains };
}

/** The config as served (/config.json): every chain's flag under the spec's key. */
export function withSpecPushGuaranteeKey(config: { chains: Record<string, object> }): unknown {
  const chains = Object.fromEntries(
    Object.entries(config.chains).map(([name, chain]) => {
      if (!(OUR_KEY in chain)) return [name, chain];
      const { [OUR_KEY]: flag, ...rest } = chain as Record<string, unknown>;
      return [name, { ...rest, [SPEC_PUSH_GUARANTEE_KEY]: flag }];
    }),
  );
  return { ...config, chains };
}
