import { useQueryClient } from "@tanstack/react-query";
import type { NetworkConfig } from "@ux/core/config";
import { useState } from "react";
import { notify } from "../../../shared/notifications/notify";
import { invalidateAfterTransaction } from "../../../shared/query/invalidateAfterTransaction";
import { useSessionMap } from "../../../shared/wallet/walletSelectors";
import { NATIVE_CHAIN } from "../../../shared/wallet/walletState";
import { ConnectWalletButton, submitActions } from "../../auth";
import { AmmBalancesSection } from "./AmmBalancesSection";
import { useAmmBalances } from "./useAmmBalances";
import { withdrawAll } from "./withdrawAll";

/** The AMM section with its data: the UX account's AMM balances (refreshed every 30 s) and the withdraw-all flow. */
export function AmmSection({ config }: { config: NetworkConfig }) {
  const session = useSessionMap()[NATIVE_CHAIN];
  const account = session?.actor ?? null;
  const balances = useAmmBalances(config, account);
  const queryClient = useQueryClient();
  const [withdrawing, setWithdrawing] = useState(false);
  const amm = config.chains[NATIVE_CHAIN]?.amm;

  const onWithdrawAll = async () => {
    if (amm === undefined) return;
    setWithdrawing(true);
    await withdrawAll(amm, {
      submit: (build, options) => submitActions(config, NATIVE_CHAIN, build, options),
      notify,
      // Every chain read (the AMM balances, the wallet's token balances, the trading screens' balances) is
      // read again; the AMM balances come from the explorer, which may not have the block yet.
      refresh: (blockNum) => {
        balances.showFromBlock(blockNum);
        return invalidateAfterTransaction(queryClient);
      },
    });
    setWithdrawing(false);
  };

  return (
    <AmmBalancesSection
      connected={account !== null}
      connectControl={<ConnectWalletButton config={config} chain={NATIVE_CHAIN} />}
      rows={balances.data}
      withdrawing={withdrawing}
      onWithdrawAll={() => void onWithdrawAll()}
    />
  );
}
