import type { WalletSession } from "../../../shared/wallet/walletSession";
import type { PaymentChoice } from "./paymentChoices";

/**
 * The wallet that pays for a choice: the session of the choice's chain, if it can sign there (the browser
 * wallet on Ethereum with its address; an Antelope wallet on an EOSIO chain). Null shows 'Connect Wallet'.
 */
export function payerSessionFor(
  choice: PaymentChoice | null,
  sessions: Readonly<Record<string, WalletSession>>,
): WalletSession | null {
  if (choice === null) return null;
  const session = sessions[choice.chain];
  if (session === undefined) return null;
  if (choice.payer === "ethereum")
    return session.walletPlugin === "metamask" && session.ethAddress !== undefined ? session : null;
  return session.walletPlugin === "metamask" ? null : session;
}

/** How step 2 names the payer: the account, or the Ethereum address. */
export function payerName(session: WalletSession): string {
  return session.ethAddress ?? session.actor;
}
