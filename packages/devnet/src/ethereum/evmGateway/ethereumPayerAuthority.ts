import { EVM_GATEWAY_ACCOUNT } from "./gatewayConstants";

/**
 * The active authority of a UX account created for an Ethereum payer: the user's key (if any) and
 * `evm.gateway@active`, each weight 1 against threshold 1, so the gateway's own signature satisfies the
 * account's active permission when it executes the user's pushEosTransaction. For genesis and the
 * account service (newaccount/updateauth data).
 */
export function ethereumPayerActiveAuthority(
  publicKey: string | null,
  gatewayAccount: string = EVM_GATEWAY_ACCOUNT,
) {
  return {
    threshold: 1,
    keys: publicKey === null ? [] : [{ key: publicKey, weight: 1 }],
    accounts: [{ permission: { actor: gatewayAccount, permission: "active" }, weight: 1 }],
    waits: [],
  };
}
