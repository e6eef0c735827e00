import { createChainClient } from "@ux/core/chainClient";
import type { BridgeToken, NetworkConfig } from "@ux/core/config";
import {
  bridgeFormStatus,
  filterTokensBySymbol,
  normalizeBridgeAmountInput,
  readAmountField,
  selectBridgeChain,
} from "@ux/core/forms";
import { useState } from "react";
import { fetchTokenBalances } from "../../shared/chain/tokenBalances";
import { debugLog } from "../../shared/logging/loggingStore";
import { chainKeys } from "../../shared/query/chainKeys";
import { useAppQuery } from "../../shared/query/useAppQuery";
import { type BridgeChainOption, bridgeTokensBetween, presetPair } from "./bridgeChoices";

/** The transfer form's state: chains (the switch rule), the token search, token, amount and balance. */
export function useBridgeForm(
  config: NetworkConfig,
  chains: readonly BridgeChainOption[],
  /** The connected account on a chain, null without a wallet there. */
  actorOf: (chain: string) => string | null,
  preset: { destination: string | null; symbol: string | null } = { destination: null, symbol: null },
) {
  const keys = chains.map((chain) => chain.key);
  const [pair, setPair] = useState(
    () =>
      presetPair(config, chains, preset.destination, preset.symbol) ?? {
        source: keys[0] ?? "",
        destination: keys[1] ?? "",
      },
  );
  const [search, setSearch] = useState("");
  const [symbol, setSymbol] = useState<string | null>(preset.symbol);
  const [amountText, setAmountText] = useState("");
  const all = bridgeTokensBetween(config, pair.source, pair.destination);
  const tokens = filterTokensBySymbol(all, search);
  const token: BridgeToken | null = all.find((entry) => entry.symbol === symbol) ?? null;
  const api = config.chains[pair.source]?.api ?? "";
  const account = actorOf(pair.source);
  const beneficiary = actorOf(pair.destination);
  const balance = useAppQuery({
    queryKey: chainKeys.tokenBalance(api, account ?? "", `${token?.symbol}@${token?.sourceLockTC}`),
    enabled: account !== null && token !== null && api !== "",
    queryFn: async ({ signal }) => {
      if (token === null || account === null) return 0n;
      const node = createChainClient(api, { fetch });
      const owned = { contract: token.sourceLockTC, symbol: token.symbol, decimals: token.decimals };
      const [found] = await fetchTokenBalances(node, account, [owned], debugLog, signal);
      return found?.units ?? 0n;
    },
  }).data;
  const status = bridgeFormStatus({
    sourceWalletConnected: account !== null,
    destinationWalletConnected: beneficiary !== null,
    token: token === null ? null : { symbol: token.symbol, decimals: token.decimals, balance: balance ?? 0n },
    amountText,
  });
  const amount = token === null ? null : readAmountField(amountText, token.decimals);
  return {
    ...pair,
    beneficiary,
    search,
    tokens,
    token,
    amountText,
    balance,
    status,
    units: amount?.kind === "value" ? amount.units : null,
    setChain(side: "source" | "destination", chain: string) {
      setPair((current) => selectBridgeChain(keys, current, side, chain));
      setSymbol(null);
    },
    setSearch,
    setToken: setSymbol,
    setAmount: (text: string) => setAmountText(normalizeBridgeAmountInput(text)),
    clearAmount: () => setAmountText(""),
  };
}
