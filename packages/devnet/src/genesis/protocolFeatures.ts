import { ACTION_RETURN_VALUE_FEATURE_DIGEST } from "@ux/core/antelope";

/*
 * The protocol features every devnet chain runs with: the builtin features of a pre-Savanna Leap chain
 * (EOS mainnet's set before Savanna), with their real feature and description digests, so a client that
 * looks one up (an IBC tool checking ACTION_RETURN_VALUE) finds it as on a real chain. The devnet's rules
 * hold from its first block, so each counts as activated in block 1, in this order.
 */

export interface ProtocolFeature {
  codename: string;
  featureDigest: string;
  descriptionDigest: string;
  dependencies: readonly string[];
}

export const PROTOCOL_FEATURES_ACTIVATION_BLOCK = 1;

const REPLACE_DEFERRED = "ef43112c6543b88db2283a2e077278c315ae2c84719a8b25f25cc88565fbea99";

const feature = (
  codename: string,
  featureDigest: string,
  descriptionDigest: string,
  dependencies: readonly string[] = [],
): ProtocolFeature => ({ codename, featureDigest, descriptionDigest, dependencies });

export const DEVNET_PROTOCOL_FEATURES: readonly ProtocolFeature[] = [
  feature(
    "PREACTIVATE_FEATURE",
    "0ec7e080177b2c02b278d5088611686b49d739925a92d9bfcacd7fc6b74053bd",
    "64fe7df32e9b86be2b296b3f81dfd527f84e82b98e363bc97e40bc7a83733310",
  ),
  feature(
    "ONLY_LINK_TO_EXISTING_PERMISSION",
    "1a99a59d87e06e09ec5b028a9cbb7749b4a5ad8819004365d02dc4379a8b7241",
    "f3c3d91c4603cde2397268bfed4e662465293aab10cd9416db0d442b8cec2949",
  ),
  feature(
    "FORWARD_SETCODE",
    "2652f5f96006294109b3dd0bbde63693f55324af452b799ee137a81a905eed25",
    "898082c59f921d0042e581f00a59d5ceb8be6f1d9c7a45b6f07c0e26eaee0222",
  ),
  feature(
    "WTMSIG_BLOCK_SIGNATURES",
    "299dcb6af692324b899b39f16d5a530a33062804e41f09dc97e9f156b4476707",
    "ab76031cad7a457f4fd5f5fca97a3f03b8a635278e0416f77dcc91eb99a48e10",
  ),
  feature(
    "GET_BLOCK_NUM",
    "35c2186cc36f7bb4aeaf4487b36e57039ccf45a9136aa856a5d569ecca55ef2b",
    "e5d7992006e628a38c5e6c28dd55ff5e57ea682079bf41fef9b3cced0f46b491",
  ),
  feature(
    "REPLACE_DEFERRED",
    REPLACE_DEFERRED,
    "9908b3f8413c8474ab2a6be149d3f4f6d0421d37886033f27d4759c47a26d944",
  ),
  feature(
    "NO_DUPLICATE_DEFERRED_ID",
    "4a90c00d55454dc5b059055ca213579c6ea856967712a56017487886a4d4cc0f",
    "45967387ee92da70171efd9fefd1ca8061b5efe6f124d269cd2468b47f1575a0",
    [REPLACE_DEFERRED],
  ),
  feature(
    "RAM_RESTRICTIONS",
    "4e7bf348da00a945489b2a681749eb56f5de00b900014e137ddae39f48f69d67",
    "1812fdb5096fd854a4958eb9d53b43219d114de0e858ce00255bd46569ad2c68",
  ),
  feature(
    "WEBAUTHN_KEY",
    "4fca8bd82bbd181e714e283f83e1b45d95ca5af40fb89ad3977b653c448f78c2",
    "927fdf78c51e77a899f2db938249fb1f8bb38f4e43d9c1f75b190492080cbc34",
  ),
  feature(
    "BLOCKCHAIN_PARAMETERS",
    "5443fcf88330c586bc0e5f3dee10e7f63c76c00249c87fe4fbf7f38c082006b4",
    "70787548dcea1a2c52c913a37f74ce99e6caae79110d7ca7b859936a0075b314",
  ),
  feature(
    "DISALLOW_EMPTY_PRODUCER_SCHEDULE",
    "68dcaa34c0517d19666e6b33add67351d8c5f69e999ca1e37931bc410a297428",
    "2853617cec3eabd41881eb48882e6fc5e81a0db917d375057864b3befbe29acd",
  ),
  feature(
    "CRYPTO_PRIMITIVES",
    "6bcb40a24e49c26d0a60513b6aeb8551d264e4717f306b81a37a5afb3b47cedc",
    "68d6405cb8df3de95bd834ebb408196578500a9f818ff62ccc68f60b932f7d82",
  ),
  feature(
    "ONLY_BILL_FIRST_AUTHORIZER",
    "8ba52fe7a3956c5cd3a656a3174b931d3bb2abb45578befc59f283ecd816a405",
    "2f1f13e291c79da5a2bbad259ed7c1f2d34f697ea460b14b565ac33b063b73e2",
  ),
  feature(
    "RESTRICT_ACTION_TO_SELF",
    "ad9e3d8f650687709fd68f4b90b41f7d825a365b02c23a636cef88ac2ac00c43",
    "e71b6712188391994c78d8c722c1d42c477cf091e5601b5cf1befd05721a57f3",
  ),
  feature(
    "GET_CODE_HASH",
    "bcd2a26394b36614fd4894241d3c451ab0f6fd110958c3423073621a70826e99",
    "d2596697fed14a0840013647b99045022ae6a885089f35a7e78da7a43ad76ed4",
  ),
  feature(
    "ACTION_RETURN_VALUE",
    ACTION_RETURN_VALUE_FEATURE_DIGEST,
    "69b064c5178e2738e144ed6caa9349a3995370d78db29e494b3126ebd9111966",
  ),
  feature(
    "CONFIGURABLE_WASM_LIMITS2",
    "d528b9f6e9693f45ed277af93474fd473ce7d831dae2180cca35d907bd10cb40",
    "8139e99247b87f18ef7eae99f07f00ea3adf39ed53f4d2da3f44e6aa0bfd7c62",
  ),
  feature(
    "FIX_LINKAUTH_RESTRICTION",
    "e0fb64b1085cc5538970158d05a009c24e276fb94e1a0bf6a528b48fbc4ff526",
    "a98241c83511dc86c857221b9372b4aa7cea3aaebc567a48604e1d3db3557050",
  ),
  feature(
    "GET_SENDER",
    "f0af56d2c5a48d60a4a5b5c903edfb7db3a736a94ed589d0b797df33ff9d3e1d",
    "1eab748b95a2e6f4d7cb42065bdee5566af8efddf01a55a0a8d831b823f8828a",
  ),
];
