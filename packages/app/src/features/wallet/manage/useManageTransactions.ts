import { useQueryClient } from "@tanstack/react-query";
import type { NetworkConfig } from "@ux/core/config";
import { useCallback, useState } from "react";
import { notify } from "../../../shared/notifications/notify";
import { invalidateAfterTransaction } from "../../../shared/query/invalidateAfterTransaction";
import { NATIVE_CHAIN } from "../../../shared/wallet/walletState";
import { submitActions } from "../../auth";
import type { IssuableToken } from "./manageReads";
import { utxTokenOf } from "./manageReads";
import {
  type BuildActions,
  COMBINE_COMPLETE,
  combineTransaction,
  ISSUE_COMPLETE,
  issueTransaction,
  runManageTransaction,
  SPLIT_COMPLETE,
  splitTransaction,
} from "./manageTransactions";

export type ManageAction = "split" | "combine" | "issue";

export interface ManageTransactions {
  /** The form whose transaction is running (one at a time). */
  busy: ManageAction | null;
  split(expiry: number, units: bigint): Promise<boolean>;
  combine(expiry: number, units: bigint): Promise<boolean>;
  issue(token: IssuableToken, units: bigint, memo: string): Promise<boolean>;
}

/** Split, combine and issue from the ux wallet, one at a time; each resolves true once confirmed. */
export function useManageTransactions(config: NetworkConfig): ManageTransactions {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<ManageAction | null>(null);
  const stake = config.chains.ux?.stake;
  const utx = utxTokenOf(config);

  const run = useCallback(
    async (action: ManageAction, build: BuildActions, completeText: string) => {
      setBusy(action);
      try {
        return await runManageTransaction(
          {
            submit: (actions, options) => submitActions(config, NATIVE_CHAIN, actions, options),
            notify,
            refresh: () => invalidateAfterTransaction(queryClient),
          },
          build,
          completeText,
        );
      } finally {
        setBusy(null);
      }
    },
    [config, queryClient],
  );

  const amount = (units: bigint) => ({ units, symbol: utx.symbol, decimals: utx.decimals });
  return {
    busy,
    split: async (expiry, units) =>
      stake !== undefined &&
      run("split", splitTransaction({ stake, token: utx.contract }, amount(units), expiry), SPLIT_COMPLETE),
    combine: async (expiry, units) =>
      stake !== undefined &&
      run("combine", combineTransaction(stake, amount(units), expiry), COMBINE_COMPLETE),
    issue: (token, units, memo) =>
      run(
        "issue",
        issueTransaction(token.contract, { units, symbol: token.symbol, decimals: token.decimals }, memo),
        ISSUE_COMPLETE,
      ),
  };
}
