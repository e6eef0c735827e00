import { createChainClient } from "@ux/core/chainClient";
import type { NetworkConfig } from "@ux/core/config";
import { type CreateAccountKeysState, createAccountKeysStatus, type FormStatus } from "@ux/core/forms";
import { chainKeys } from "../../../shared/query/chainKeys";
import { type ServerRead, serverReadOf } from "../../../shared/query/serverRead";
import { useAppQuery } from "../../../shared/query/useAppQuery";
import type { WalletSession } from "../../../shared/wallet/walletSession";
import type { KeysInput } from "../flow/creationFlow";
import { keysStateOf } from "../payment/newAccountControl";
import type { PaymentChoice } from "../payment/paymentChoices";
import { type PayerKeys, payerKeysOf } from "./payerKeys";

export interface KeysStepView {
  payer: "eosio" | "ethereum";
  /** The rules' state: with reused keys, the payer's own. */
  state: CreateAccountKeysState;
  /** The payer's keys, read only while they are to be reused. */
  payerKeys: ServerRead<PayerKeys> & { error: string | null };
  /** 'Create Account', disabled with the reasons until the rules pass (spec 1 §5). */
  status: FormStatus;
}

/**
 * Step 3: the new account's keys for this payer, the payer's own keys when reused, and the button (shown
 * only once step 2 has a choice and its payer; until then the rules read an EOSIO payer's empty keys).
 */
export function useKeysStep(
  config: NetworkConfig,
  choice: PaymentChoice | null,
  payer: WalletSession | null,
  keys: KeysInput,
): KeysStepView {
  const api = payer === null ? "" : (config.chains[payer.chain]?.api ?? "");
  const kind = choice?.payer ?? "eosio";
  const reuse = kind === "eosio" && keys.reusePayerKeys;
  const actor = payer?.actor ?? "";
  const query = useAppQuery({
    queryKey: chainKeys.account(api, actor),
    enabled: reuse && api !== "",
    queryFn: async ({ signal }) =>
      payerKeysOf(await createChainClient(api, { fetch }).getAccount(actor, signal)),
  });
  const read = serverReadOf(query);
  const state = keysStateOf(kind, keys, read.data);
  return {
    payer: kind,
    state,
    payerKeys: { ...read, error: query.error === null ? null : query.error.message },
    status: createAccountKeysStatus(state),
  };
}
