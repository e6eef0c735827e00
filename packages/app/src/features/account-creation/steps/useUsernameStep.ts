import { createChainClient } from "@ux/core/chainClient";
import type { NetworkConfig } from "@ux/core/config";
import { createAccountNextStatus, type FormStatus } from "@ux/core/forms";
import { checkUsername, type UsernameRule } from "@ux/core/names";
import { useDebouncedValue } from "../../../shared/hooks/useDebouncedValue";
import { chainKeys } from "../../../shared/query/chainKeys";
import { serverReadOf } from "../../../shared/query/serverRead";
import { useAppQuery } from "../../../shared/query/useAppQuery";
import { NATIVE_CHAIN } from "../../../shared/wallet/walletState";
import { availabilityOf, isNameTaken } from "./nameLookup";

/** The lookup waits for a pause in typing this long. */
export const NAME_LOOKUP_DELAY_MS = 300;

export interface UsernameStepView {
  rules: readonly UsernameRule[];
  /** Next: enabled only once every rule passes (spec 1 §4). */
  status: FormStatus;
}

/**
 * Step 1: core's username rules, with 'Unique name' looked up on the native network only once the first
 * two pass (spec 1 §5); a failed lookup counts as taken.
 */
export function useUsernameStep(config: NetworkConfig, name: string): UsernameStepView {
  const api = config.chains[NATIVE_CHAIN]?.api ?? "";
  const settled = useDebouncedValue(name, NAME_LOOKUP_DELAY_MS);
  const lookupAllowed = checkUsername(settled, "unknown").shouldCheckAvailability;
  const query = useAppQuery({
    queryKey: chainKeys.accountName(api, settled),
    enabled: lookupAllowed && api !== "",
    queryFn: ({ signal }) => isNameTaken(createChainClient(api, { fetch }), settled, signal),
  });
  const read = serverReadOf(query);
  // Without a native network to ask, the lookup counts as failed.
  const availability = !checkUsername(name, "unknown").shouldCheckAvailability
    ? "unknown"
    : api === ""
      ? "error"
      : availabilityOf({ current: settled === name, status: read.status, taken: read.data });
  return {
    rules: checkUsername(name, availability).rules,
    status: createAccountNextStatus(name, availability),
  };
}
