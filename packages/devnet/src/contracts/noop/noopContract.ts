import type { ContractDefinition } from "../../engine/execution/contractInterface";
import { contractAbi } from "../framework/contractAbi";

/**
 * The payer's noop: a transaction whose first action is `{payer}::noop` authorized by the payer bills the
 * payer's CPU and NET (only the first authorizer of the first action is billed), which is how the product's
 * services pay resources for their users ("Zero Gas Fees"). Deploy it on the paying account.
 */
export const noopContract: ContractDefinition = {
  id: "noop",
  abi: contractAbi({ structs: [{ name: "noop", base: "", fields: [] }], actions: ["noop"] }),
  tables: {},
  actions: { noop: () => undefined },
};
