import type { LiveInfo, SwapPair } from "@ux/core/accounts/socket";
import type { NetworkConfig } from "@ux/core/config";
import { formatUnitsTrimmed } from "@ux/core/money";
import { useState } from "react";
import type { ServerRead } from "../../shared/query/serverRead";
import type { WalletSession } from "../../shared/wallet/walletSession";
import { NATIVE_CHAIN } from "../../shared/wallet/walletState";
import { type ReceivingAccountMode, receivingAccountMode } from "./receivingAccount";
import { maxSendUnits, type ResourcesFormView, resourcesFormView } from "./resourcesForm";
import type { ResourcesSwapPlan } from "./resourcesPlan";
import { type ReceiveChoice, receiveChoices, type SendToken, sendTokens } from "./resourcesTokens";
import { useEthereumBalance, useReceiverVerified } from "./useResourcesReads";

export interface ResourcesForm {
  tokens: SendToken[];
  token: SendToken | null;
  chooseToken(key: string): void;
  choices: ReceiveChoice[];
  choice: ReceiveChoice | null;
  chooseReceive(symbol: string): void;
  amountText: string;
  typeAmount(text: string): void;
  /** MAX: the balance (less gas for ETH), within this receiver's maximum per swap. */
  max(): void;
  /** The Ethereum chain the sending account connects on. */
  sendingChain: string | null;
  sendingAddress: string | null;
  balance: ServerRead<bigint>;
  receivingMode: ReceivingAccountMode;
  receivingAccount: string | null;
  chooseReceiver(account: string | null): void;
  receiverVerified: boolean;
  view: ResourcesFormView;
  /** The swap the form describes now, when Submit is enabled. */
  plan(id: string): ResourcesSwapPlan | null;
  /** After a swap: the amount is cleared, the choices stay. */
  clearAmount(): void;
}

/** The first Ethereum chain of the config: where 'Connect' logs the browser wallet in before tokens load. */
export function ethereumChainOf(config: NetworkConfig): string | null {
  return Object.values(config.chains).find((chain) => chain.type === "ethereum")?.name ?? null;
}

/** The Resources form (spec 1 §2, §5): choices and amount in state, every rule from core through resourcesForm. */
export function useResourcesForm(
  config: NetworkConfig,
  pairs: readonly SwapPair[] | null,
  liveInfo: LiveInfo | null,
  sessions: Readonly<Record<string, WalletSession>>,
): ResourcesForm {
  const tokens = sendTokens(config, pairs, liveInfo);
  const [tokenKey, setTokenKey] = useState<string | null>(null);
  const token = tokens.find((candidate) => candidate.key === tokenKey) ?? tokens[0] ?? null;
  const choices = receiveChoices(config, pairs, token);
  const [receiveSymbol, setReceiveSymbol] = useState<string | null>(null);
  const choice = choices.find((candidate) => candidate.symbol === receiveSymbol) ?? choices[0] ?? null;
  const [amountText, setAmountText] = useState("");
  const [searched, setSearched] = useState<string | null>(null);

  const sendingChain = token?.chain ?? ethereumChainOf(config);
  const ethSession = sendingChain === null ? undefined : sessions[sendingChain];
  const sendingAddress = ethSession?.walletPlugin === "metamask" ? (ethSession.ethAddress ?? null) : null;
  const receivingMode = receivingAccountMode(token?.symbol ?? null);
  const receivingAccount = receivingMode === "own" ? (sessions[NATIVE_CHAIN]?.actor ?? null) : searched;
  const balance = useEthereumBalance(config, token, sendingAddress);
  const receiverVerified = useReceiverVerified(config, receivingAccount);
  const view = resourcesFormView({
    token,
    choice,
    amountText,
    sendingAddress,
    receivingAccount,
    balance: balance.data,
    receiverVerified,
  });

  return {
    tokens,
    token,
    chooseToken(key) {
      if (key === token?.key) return;
      setTokenKey(key);
      setReceiveSymbol(null);
      // Another token has other decimals and limits: the amount typed for the last one means nothing.
      setAmountText("");
    },
    choices,
    choice,
    chooseReceive: setReceiveSymbol,
    amountText,
    typeAmount: setAmountText,
    max() {
      if (token === null || balance.data === undefined) return;
      const units = maxSendUnits(balance.data, token, view.limits, receiverVerified);
      setAmountText(formatUnitsTrimmed(units, token.decimals));
    },
    sendingChain,
    sendingAddress,
    balance,
    receivingMode,
    receivingAccount,
    chooseReceiver: setSearched,
    receiverVerified,
    view,
    plan(id) {
      if (!view.status.enabled || view.status.action !== "submit") return null;
      if (token === null || choice === null || sendingAddress === null || receivingAccount === null)
        return null;
      if (view.sendUnits === null || view.receiveUnits === null) return null;
      return {
        id,
        token,
        choice,
        sendUnits: view.sendUnits,
        receiveUnits: view.receiveUnits,
        sendingAddress,
        receivingAccount,
      };
    },
    clearAmount: () => setAmountText(""),
  };
}
