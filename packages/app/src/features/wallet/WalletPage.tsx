import Add from "@mui/icons-material/Add";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import type { NetworkConfig } from "@ux/core/config";
import { injectedProvider } from "../../shared/ethereum/eip1193";
import { METAMASK_NOT_FOUND } from "../../shared/ethereum/metamaskMessages";
import { addTokenToBrowserWallet } from "../../shared/ethereum/watchAsset";
import { msg } from "../../shared/i18n/msg";
import { t, translate } from "../../shared/i18n/translate";
import { notify } from "../../shared/notifications/notify";
import { FeatureIntro } from "../../shared/ui/FeatureIntro";
import { PageHeading } from "../../shared/ui/PageHeading";
import { PageSection } from "../../shared/ui/PageSection";
import { usePublishedConfig, useSessionMap } from "../../shared/wallet/walletSelectors";
import type { WalletSession } from "../../shared/wallet/walletSession";
import { ConnectWalletButton } from "../auth";
import { AmmSection } from "./amm/AmmSection";
import { BalanceTable } from "./BalanceTable";
import { ManageSection } from "./manage/ManageSection";
import { useWalletBalances } from "./useWalletBalances";
import { WalletSectionCard } from "./WalletSectionCard";
import { type BalanceRow, balanceRows, type ChainAccount, walletChains } from "./walletBalances";

/** ours: the empty state of a connected chain without any balance. */
export const NO_BALANCES = msg("No balances on this chain");

async function addToBrowserWallet(symbol: string) {
  const provider = injectedProvider();
  if (provider === null) {
    notify.error(METAMASK_NOT_FOUND);
    return;
  }
  try {
    const outcome = await addTokenToBrowserWallet(provider, symbol, `${window.location.origin}/favicon.svg`);
    if (!outcome.ok) notify.error(outcome.message);
  } catch (error) {
    notify.error(error instanceof Error ? error.message : String(error));
  }
}

function AddToWalletButton({ symbol }: { symbol: string }) {
  return (
    <Tooltip title={t("Add to wallet")}>
      <IconButton
        size="small"
        aria-label={t("Add {symbol} to wallet", { symbol })}
        onClick={() => addToBrowserWallet(symbol)}
      >
        <Add fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

const ADD_TO_WALLET = {
  label: msg("Add to wallet"),
  cell: (row: BalanceRow) => <AddToWalletButton symbol={row.symbol} />,
};

function ChainSection({
  config,
  chain,
  session,
  rows,
  loading,
}: {
  config: NetworkConfig;
  chain: string;
  session: WalletSession | undefined;
  rows: BalanceRow[] | undefined;
  loading: boolean;
}) {
  const label = config.chains[chain]?.label ?? chain;
  return (
    <WalletSectionCard
      title={label}
      ariaLabel={t("{network} balances", { network: label })}
      account={session?.actor}
    >
      {session === undefined && (
        <div>
          <ConnectWalletButton config={config} chain={chain} />
        </div>
      )}
      {session !== undefined && loading && rows === undefined && (
        <Typography role="status" aria-busy="true" color="textSecondary">
          {t("Loading balances…")}
        </Typography>
      )}
      {session !== undefined && rows !== undefined && rows.length === 0 && (
        <Typography color="textSecondary">{translate(NO_BALANCES)}</Typography>
      )}
      {session !== undefined && rows !== undefined && rows.length > 0 && (
        <BalanceTable
          rows={rows}
          testIdPrefix="balance-"
          {...(session.walletPlugin === "metamask" ? { action: ADD_TO_WALLET } : {})}
        />
      )}
    </WalletSectionCard>
  );
}

function WalletSections({ config }: { config: NetworkConfig }) {
  const sessions = useSessionMap();
  const chains = walletChains(config);
  // A new list each render is fine: the balances poller is keyed by the accounts it names.
  const accounts: ChainAccount[] = chains.flatMap((chain) => {
    const session = sessions[chain];
    return session ? [{ chain, account: session.actor }] : [];
  });
  const balances = useWalletBalances(config, accounts);
  return chains.map((chain) => {
    const found = balances.data?.[chain];
    return (
      <ChainSection
        key={chain}
        config={config}
        chain={chain}
        session={sessions[chain]}
        rows={found === undefined ? undefined : balanceRows(found)}
        loading={balances.loading}
      />
    );
  });
}

/**
 * The Wallet page (spec 2 §2): the AMM balances, the manage view when it applies (spec 1 §6), and per EOSIO
 * chain Connect Wallet or the non-zero balances, refreshed every 30 s.
 */
export function WalletPage() {
  // The app publishes the config before it renders any page.
  const config = usePublishedConfig();
  return (
    <PageSection>
      <PageHeading>{t("Wallet")}</PageHeading>
      <FeatureIntro>{t("Your AMM balances and your token balances on each connected chain.")}</FeatureIntro>
      {config && <AmmSection config={config} />}
      {config && <ManageSection config={config} />}
      {config && <WalletSections config={config} />}
    </PageSection>
  );
}
