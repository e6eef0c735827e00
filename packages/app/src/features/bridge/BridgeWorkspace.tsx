import Typography from "@mui/material/Typography";
import { formatDisplayWithSymbol, formatUnits } from "@ux/core/money";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useNetworkConfig } from "../../shared/config/networkConfigContext";
import { translate } from "../../shared/i18n/translate";
import { notify } from "../../shared/notifications/notify";
import type { WalletSession } from "../../shared/wallet/walletSession";
import { useLoginPrompt } from "../auth";
import { BridgeConfirmDialog, type TransferSummary } from "./BridgeConfirmDialog";
import { BridgeTransferForm } from "./BridgeTransferForm";
import type { BridgeChainOption } from "./bridgeChoices";
import { proofTargetOf } from "./bridgeTargets";
import { BRIDGE_NOT_CONFIGURED } from "./flow/liveProofSources";
import { emitterOf, sourceTransferAction } from "./flow/sourceActions";
import { PREVIOUS_NEEDS_WALLETS, PreviousTransactions } from "./PreviousTransactions";
import { TransferProgress, type TransferReceipt } from "./TransferProgress";
import { useBridgeForm } from "./useBridgeForm";
import { type TransferRoute, useBridgeTransfer } from "./useBridgeTransfer";
import { type PreviousRow, usePreviousTransfers } from "./usePreviousTransfers";

const labelOf = (chains: readonly BridgeChainOption[], key: string) =>
  chains.find((chain) => chain.key === key)?.label ?? key;

/** The Transfer tab wired to the two chains' wallets, the balance and the transfer run. */
export function BridgeWorkspace({
  chains,
  sessions,
  tab,
}: {
  chains: readonly BridgeChainOption[];
  sessions: Record<string, WalletSession>;
  tab: "transfer" | "previous";
}) {
  const config = useNetworkConfig();
  const { openLogin, loginPrompt } = useLoginPrompt();
  const bridge = useBridgeTransfer(config);
  const [query] = useSearchParams();
  const form = useBridgeForm(config, chains, (chain) => sessions[chain]?.actor ?? null, {
    destination: query.get("to"),
    symbol: query.get("token")?.toUpperCase() ?? null,
  });
  const [pending, setPending] = useState<{ route: TransferRoute; summary: TransferSummary } | null>(null);
  // The route of the transfer shown below the form, and its amount (what the destination receives).
  const [active, setActive] = useState<{ route: TransferRoute; amount: string } | null>(null);
  const route = active?.route ?? null;
  const token = form.token;
  const bothConnected = sessions[form.source] !== undefined && sessions[form.destination] !== undefined;
  const previous = usePreviousTransfers(
    config,
    form.source,
    form.destination,
    bothConnected ? (sessions[form.source]?.actor ?? null) : null,
  );
  const txExplorer = config.chains[form.source]?.txExplorer;
  const refetchPrevious = previous.refetch;
  // Opening Previous Transactions reads them again: a transfer made or retried since is listed as it is now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the tab's opening reads again, not each render's new refetch
  useEffect(() => {
    if (tab === "previous" && bothConnected) void refetchPrevious();
  }, [tab, bothConnected]);

  const retry = async (row: PreviousRow) => {
    const target = proofTargetOf(config, form.destination, row.token);
    if (target === null) return notify.error(BRIDGE_NOT_CONFIGURED);
    const retryRoute = {
      source: form.source,
      destination: form.destination,
      emitter: emitterOf(row.token),
      target,
    };
    setActive({ route: retryRoute, amount: row.amount });
    await bridge.retry(retryRoute, { transactionId: row.transactionId, blockNum: row.blockNum });
    await previous.refetch();
  };

  const review = () => {
    const target = token === null ? null : proofTargetOf(config, form.destination, token);
    if (token === null || form.units === null || form.beneficiary === null) return;
    if (target === null) return notify.error(BRIDGE_NOT_CONFIGURED);
    const amount = `${formatUnits(form.units, token.decimals)} ${token.symbol}`;
    setPending({
      route: { source: form.source, destination: form.destination, emitter: emitterOf(token), target },
      summary: {
        amount,
        sourceLabel: labelOf(chains, form.source),
        destinationLabel: labelOf(chains, form.destination),
        account: form.beneficiary,
      },
    });
  };
  const confirm = async () => {
    const source = sessions[form.source];
    if (pending === null || token === null || source === undefined) return;
    const signer = { actor: source.actor, permission: source.permission };
    setActive({ route: pending.route, amount: pending.summary.amount });
    setPending(null);
    const action = sourceTransferAction(token, signer, pending.summary.account, pending.summary.amount);
    const end = await bridge.start(pending.route, action);
    if (end.outcome === "notSent") return;
    form.clearAmount();
    // The transfer is in the source's history now, complete or waiting for Retry.
    await previous.refetch();
  };

  const proofExplorer = route === null ? undefined : config.chains[route.destination]?.txExplorer;
  const proofTransactionId = bridge.transfer.proofTransactionId;
  const receipt: TransferReceipt | null =
    active === null
      ? null
      : {
          amount: active.amount,
          destinationLabel: labelOf(chains, active.route.destination),
          explorerUrl:
            proofExplorer === undefined || proofTransactionId === null
              ? null
              : `${proofExplorer}${proofTransactionId}`,
        };
  const progress = (
    <TransferProgress
      transfer={bridge.transfer}
      progress={bridge.progress}
      onReSign={() => route !== null && void bridge.reSign(route)}
      receipt={receipt}
    />
  );
  if (tab === "previous")
    return (
      <>
        {bothConnected ? (
          <PreviousTransactions
            rows={previous.rows}
            error={previous.error}
            explorerUrl={(id) => (txExplorer === undefined ? null : `${txExplorer}${id}`)}
            busy={bridge.busy}
            onRetry={(row) => void retry(row as PreviousRow)}
          />
        ) : (
          <Typography color="textSecondary">{translate(PREVIOUS_NEEDS_WALLETS)}</Typography>
        )}
        {progress}
      </>
    );
  return (
    <>
      <BridgeTransferForm
        chains={chains}
        source={form.source}
        destination={form.destination}
        onChain={form.setChain}
        search={form.search}
        onSearch={form.setSearch}
        tokens={form.tokens}
        token={token}
        onToken={form.setToken}
        amountText={form.amountText}
        onAmount={form.setAmount}
        balanceText={
          token === null || form.balance === undefined
            ? null
            : formatDisplayWithSymbol(form.balance, token.decimals, token.symbol)
        }
        status={form.status}
        busy={bridge.busy}
        onSubmit={review}
        onConnectWallet={(anchor) =>
          openLogin(anchor, sessions[form.source] === undefined ? form.source : form.destination)
        }
      />
      {loginPrompt}
      <BridgeConfirmDialog
        summary={pending?.summary ?? null}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      {progress}
    </>
  );
}
