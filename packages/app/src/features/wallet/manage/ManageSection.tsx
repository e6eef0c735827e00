import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { NetworkConfig } from "@ux/core/config";
import { msg } from "../../../shared/i18n/msg";
import { translate } from "../../../shared/i18n/translate";
import { useSessionMap } from "../../../shared/wallet/walletSelectors";
import { NATIVE_CHAIN } from "../../../shared/wallet/walletState";
import { WalletSectionCard } from "../WalletSectionCard";
import { CombineForm } from "./CombineForm";
import { IssueForm } from "./IssueForm";
import type { ManageData } from "./manageReads";
import { utxTokenOf } from "./manageReads";
import { type ManageView, manageViewOf } from "./manageView";
import { SplitForm } from "./SplitForm";
import { useCombineForm } from "./useCombineForm";
import { useIssueForm } from "./useIssueForm";
import { useManageData } from "./useManageData";
import { type ManageTransactions, useManageTransactions } from "./useManageTransactions";
import { useSplitForm } from "./useSplitForm";

/** ours: the section's heading and the text of an account that may manage but holds nothing to. */
export const MANAGE_SECTION_TITLE = msg("Manage");
export const NOTHING_TO_MANAGE = msg("Nothing to split, combine or issue with this account yet");

/** The forms of a view; one transaction at a time across them. */
export function ManageForms(props: {
  config: NetworkConfig;
  data: ManageData;
  view: ManageView;
  transactions: ManageTransactions;
}) {
  const { data, view, transactions } = props;
  const utx = utxTokenOf(props.config);
  // One transaction at a time: the form that runs it is busy, every form is disabled meanwhile.
  const lockOf = (kind: NonNullable<ManageTransactions["busy"]>) => ({
    busy: transactions.busy === kind,
    disabled: transactions.busy !== null,
  });
  const split = useSplitForm({
    expiries: view.splitExpiries,
    utx: data.utx,
    decimals: utx.decimals,
    walletConnected: true,
    onSplit: transactions.split,
  });
  const combine = useCombineForm({
    holdings: view.combinable,
    nowMs: data.nowMs,
    walletConnected: true,
    onCombine: transactions.combine,
  });
  const issue = useIssueForm({ tokens: view.issuable, walletConnected: true, onIssue: transactions.issue });
  const none = !view.splittable && view.combinable.length === 0 && view.issuable.length === 0;
  return (
    <Box
      sx={{
        display: "grid",
        gap: 3,
        gridTemplateColumns: { xs: "1fr", md: "repeat(auto-fit, minmax(260px, 1fr))" },
      }}
    >
      {view.splittable && (
        <SplitForm
          form={split}
          expiries={view.splitExpiries}
          utx={data.utx}
          decimals={utx.decimals}
          {...lockOf("split")}
        />
      )}
      {view.combinable.length > 0 && (
        <CombineForm form={combine} holdings={view.combinable} {...lockOf("combine")} />
      )}
      {view.issuable.length > 0 && <IssueForm form={issue} tokens={view.issuable} {...lockOf("issue")} />}
      {none && <Typography color="textSecondary">{translate(NOTHING_TO_MANAGE)}</Typography>}
    </Box>
  );
}

/**
 * The Wallet page's manage view (spec 1 §6): for the connected UX account, shown only when it has
 * combinable, splittable or issuable assets, or is the token contract, the exchange contract or acct1.
 */
export function ManageSection({ config }: { config: NetworkConfig }) {
  const account = useSessionMap()[NATIVE_CHAIN]?.actor ?? null;
  const data = useManageData(config, account);
  const transactions = useManageTransactions(config);
  if (account === null || data === undefined) return null;
  const view = manageViewOf(config, account, data);
  if (!view.visible) return null;
  return (
    <WalletSectionCard
      title={translate(MANAGE_SECTION_TITLE)}
      account={account}
      testId="wallet-manage-section"
    >
      <ManageForms config={config} data={data} view={view} transactions={transactions} />
    </WalletSectionCard>
  );
}
