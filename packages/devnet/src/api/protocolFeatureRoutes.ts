import { DEVNET_PROTOCOL_FEATURES, PROTOCOL_FEATURES_ACTIVATION_BLOCK } from "../genesis/protocolFeatures";
import type { Route } from "./httpServer";
import { activatedProtocolFeaturesRequest, parseRequest } from "./requestSchemas";

const ACTIVATED = DEVNET_PROTOCOL_FEATURES.map((feature, ordinal) => ({
  feature,
  ordinal,
  blockNum: PROTOCOL_FEATURES_ACTIVATION_BLOCK,
}));

/** A feature as nodeos' protocol_feature::to_variant prints it, with its activation fields. */
function featureJson({ feature, ordinal, blockNum }: (typeof ACTIVATED)[number]) {
  return {
    feature_digest: feature.featureDigest,
    activation_ordinal: ordinal,
    activation_block_num: blockNum,
    description_digest: feature.descriptionDigest,
    dependencies: feature.dependencies,
    protocol_feature_type: "builtin",
    specification: [{ name: "builtin_feature_codename", value: feature.codename }],
  };
}

/**
 * get_activated_protocol_features as nodeos answers it: bounds on the activation ordinal, or on the
 * activation block with search_by_block_num, both inclusive; `limit` per page; `more` (the ordinal to ask
 * for next) only when the range holds more. A missing body means the defaults.
 */
export function protocolFeatureRoutes(): Route[] {
  return [
    {
      path: "/v1/chain/get_activated_protocol_features",
      methods: ["GET", "POST"],
      handler: ({ body }) => {
        const params = parseRequest(activatedProtocolFeaturesRequest, body ?? {});
        const lower = params.lower_bound ?? 0;
        const upper = params.upper_bound ?? 0xffff_ffff;
        const key = (entry: (typeof ACTIVATED)[number]) =>
          params.search_by_block_num ? entry.blockNum : entry.ordinal;
        const range = ACTIVATED.filter((entry) => key(entry) >= lower && key(entry) <= upper);
        if (params.reverse) range.reverse();
        const next = range[params.limit];
        return {
          body: {
            activated_protocol_features: range.slice(0, params.limit).map(featureJson),
            ...(next === undefined ? {} : { more: next.ordinal }),
          },
        };
      },
    },
  ];
}
