import { STAKE_CONFIRM_BLOCKS, UNSTAKE_CONFIRM_BLOCKS } from "@ux/core/chainClient";
import type { NetworkConfig } from "@ux/core/config";
import { STAKE_DECIMALS } from "@ux/core/expiry";
import { formatUnits } from "@ux/core/money";
import { expectedRedeemActions, expectedStakeActions, expectedUnstakeActions } from "@ux/core/stake/contract";
import { useCallback, useState } from "react";
import { t } from "../../shared/i18n/translate";
import { notify } from "../../shared/notifications/notify";
import { permissionLevelOf, type WalletSession } from "../../shared/wallet/walletSession";
import { liveStakeFlowDeps, STAKE_NOT_CONFIGURED } from "./liveStakeFlowDeps";
import { operatorLevelOf } from "./operatorLevel";
import type { StakeSocketClient } from "./socket/stakeSocketClient";
import { QUICKSTAKE_COMPLETE, runCosigned, UNSTAKE_COMPLETE } from "./stakeFlow";
import type { PositionRow } from "./stakePositions";
import { utxToken } from "./useUtxBalance";

export interface StakeOrder {
  units: bigint;
  expiry: number;
  locked: boolean;
  restake: boolean;
}

export interface StakeTransactions {
  /** The position key (or 'stake') a transaction is running for. */
  busy: string | null;
  stake(order: StakeOrder): Promise<boolean>;
  unstake(row: PositionRow): Promise<boolean>;
}

const asset = (units: bigint, symbol: string, decimals = STAKE_DECIMALS) =>
  `${formatUnits(units, decimals)} ${symbol}`;

/** Stake, unstake and redeem through the stake service's co-signature (stakeFlow), one at a time. */
export function useStakeTransactions(
  config: NetworkConfig,
  session: WalletSession | null,
  client: StakeSocketClient | null,
): StakeTransactions {
  const [busy, setBusy] = useState<string | null>(null);
  const contract = config.chains.ux?.stake;

  const guarded = useCallback(
    async (
      key: string,
      run: (session: WalletSession, client: StakeSocketClient, contract: string) => Promise<unknown>,
    ) => {
      if (session === null || client === null) return false;
      if (contract === undefined) {
        notify.error(STAKE_NOT_CONFIGURED);
        return false;
      }
      setBusy(key);
      try {
        return (await run(session, client, contract)) !== null;
      } finally {
        setBusy(null);
      }
    },
    [session, client, contract],
  );

  const stake = useCallback(
    (order: StakeOrder) =>
      guarded("stake", (session, client, contract) => {
        const signer = permissionLevelOf(session);
        const token = utxToken(config);
        const quantity = asset(order.units, token.symbol, token.decimals);
        return runCosigned(liveStakeFlowDeps(config, session), {
          request: () =>
            client.requestStake({
              authorization: signer,
              amount: formatUnits(order.units, token.decimals),
              expiry: order.expiry,
              stakeRewards: order.restake,
              allowUnwinding: !order.locked,
            }),
          expected: (response) => {
            const operator = operatorLevelOf(response.tx, contract);
            if (operator === null) return t("The stake service's transaction has no co-signed stake action");
            return expectedStakeActions(
              { stake: contract, token: token.contract },
              {
                signer,
                operator,
                quantity,
                expiry: order.expiry,
                locked: order.locked,
                restake: order.restake,
              },
            );
          },
          depth: STAKE_CONFIRM_BLOCKS,
          completeText: QUICKSTAKE_COMPLETE,
        });
      }),
    [guarded, config],
  );

  const unstake = useCallback(
    (row: PositionRow) =>
      guarded(row.key, (session, client, contract) => {
        const signer = permissionLevelOf(session);
        const deps = liveStakeFlowDeps(config, session);
        if (row.action === "redeem")
          return runCosigned(deps, {
            request: () => client.requestRedeem({ authorization: signer, expiry: row.expiry }),
            expected: () => expectedRedeemActions(contract, signer, row.expiry),
            depth: UNSTAKE_CONFIRM_BLOCKS,
            completeText: UNSTAKE_COMPLETE,
          });
        const quantity = asset(row.units, row.symbol, row.decimals);
        return runCosigned(deps, {
          request: () =>
            client.requestUnstake({
              authorization: signer,
              amount: formatUnits(row.units, row.decimals),
              expiry: row.expiry,
            }),
          expected: () => expectedUnstakeActions(contract, signer, quantity, row.expiry),
          depth: UNSTAKE_CONFIRM_BLOCKS,
          completeText: UNSTAKE_COMPLETE,
        });
      }),
    [guarded, config],
  );

  return { busy, stake, unstake };
}
