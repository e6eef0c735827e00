import { createChainClient } from "@ux/core/chainClient";
import type { NetworkConfig, TestAccount } from "@ux/core/config";
import { injectedProvider } from "../../shared/ethereum/eip1193";
import { lookupUxAccount } from "../../shared/ethereum/etherAccountLookup";
import { METAMASK_NOTICE_KEY } from "../../shared/ethereum/metamaskMessages";
import { t } from "../../shared/i18n/translate";
import { debugLog } from "../../shared/logging/loggingStore";
import { CONNECTING_NOTICE } from "../../shared/notifications/notificationPolicy";
import { notify } from "../../shared/notifications/notify";
import type { WalletSession } from "../../shared/wallet/walletSession";
import { NATIVE_CHAIN, sessionStore } from "../../shared/wallet/walletState";
import type { AnchorApp } from "./loginOptions";
import { type MetamaskTarget, metamaskLogin } from "./metamaskLogin";
import { saveLogin, saveLogout } from "./sessionCommands";
import { chooseWalletApp } from "./walletPromptStore";

export const CONNECTING_NOTICE_KEY = "wallet-connecting";

/** ours: the success notice of an Antelope login (the catalogue names only the browser wallet's). */
export function connectedAs(session: WalletSession, chainLabel: string): string {
  return t("Connected {account} on {network}", { account: session.actor, network: chainLabel });
}

function reason(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === "string" ? error : String(error);
}

/**
 * 'Connect Anchor': the desktop wallet or the mobile wallet app (the login dialog's choice), through
 * WharfKit's Anchor plugin; the wallet prompt then leads with what opens the chosen one.
 */
export async function connectAnchor(
  config: NetworkConfig,
  chain: string,
  app: AnchorApp = "desktop",
): Promise<WalletSession | null> {
  chooseWalletApp(app);
  notify.persistent(CONNECTING_NOTICE_KEY, CONNECTING_NOTICE);
  try {
    const { loginWithAnchor } = await import("./wharfkit/wharfkitRuntime");
    const session = await loginWithAnchor(config, chain);
    saveLogin(session);
    notify.replace(
      CONNECTING_NOTICE_KEY,
      connectedAs(session, config.chains[chain]?.label ?? chain),
      "success",
    );
    return session;
  } catch (error) {
    debugLog("Anchor login failed", error);
    notify.replace(CONNECTING_NOTICE_KEY, reason(error), "error");
    return null;
  }
}

/** 'Use Test Account' (local network only): a devnet account whose key stays in the config. */
export function connectTestAccount(config: NetworkConfig, account: TestAccount): WalletSession {
  if (config.network !== "local") throw new Error("test accounts exist on the local network only");
  const session: WalletSession = {
    chain: account.chain,
    actor: account.account,
    permission: account.permission,
    walletPlugin: "privatekey",
  };
  saveLogin(session);
  notify.success(connectedAs(session, config.chains[account.chain]?.label ?? account.chain));
  // The local network's journeys drive the submission path through window.uxDevnet (devnetHooks).
  void import("./wharfkit/wharfkitRuntime").then((runtime) => runtime.installDevnetHooks(config));
  return session;
}

/** 'Connect Metamask' on the native network (chain id 71) or on Ethereum, with the catalogue's notices. */
export async function connectMetamask(
  config: NetworkConfig,
  target: MetamaskTarget,
): Promise<WalletSession | null> {
  const ux = config.chains[NATIVE_CHAIN];
  const result = await metamaskLogin(target, {
    provider: injectedProvider(),
    config,
    lookupAccount: async (address) => {
      if (ux === undefined) return null;
      return lookupUxAccount(createChainClient(ux.api, { fetch }), address);
    },
    requestPermissionsFirst: sessionStore.getState().requestPermissionsOnNextLogin,
  });
  const { notice } = result;
  if (notice.persistent)
    notify.persistent(METAMASK_NOTICE_KEY, notice.message, notice.variant, notice.segments);
  else notify.replace(METAMASK_NOTICE_KEY, notice.message, notice.variant);
  if (!result.ok) return null;
  saveLogin(result.session);
  return result.session;
}

/** Logout clears that chain's session (and, for Anchor, its stored link). */
export async function logout(config: NetworkConfig, chain: string): Promise<void> {
  const session = sessionStore.getState().sessions[chain];
  if (session === undefined) return;
  saveLogout(chain);
  if (session.walletPlugin === "metamask") return;
  try {
    const { forgetSigningSession } = await import("./wharfkit/wharfkitRuntime");
    await forgetSigningSession(config, session);
  } catch (error) {
    debugLog("wallet logout cleanup failed", error);
  }
}
