import type { NetworkConfig, TestAccount } from "@ux/core/config";
import { Session, SessionKit } from "@wharfkit/session";
import { WalletPluginAnchor } from "@wharfkit/wallet-plugin-anchor";
import { WalletPluginPrivateKey } from "@wharfkit/wallet-plugin-privatekey";
import type { WalletSession } from "../../../shared/wallet/walletSession";
import { AppUserInterface } from "./appUserInterface";

const APP_NAME = "uxnetwork";
const ui = new AppUserInterface();

function chainDefinition(config: NetworkConfig, chain: string) {
  const chainConfig = config.chains[chain];
  if (chainConfig === undefined || chainConfig.type !== "eosio")
    throw new Error(`${chain} is not an EOSIO chain`);
  return { id: chainConfig.chain_id, url: chainConfig.api };
}

let kit: { config: NetworkConfig; kit: SessionKit } | undefined;

/** The SessionKit of Anchor logins: its own storage keeps Anchor's link so a session restores after reload. */
function anchorKit(config: NetworkConfig): SessionKit {
  if (kit?.config !== config) {
    const chains = Object.keys(config.chains)
      .filter((chain) => config.chains[chain]?.type === "eosio")
      .map((chain) => chainDefinition(config, chain));
    kit = {
      config,
      kit: new SessionKit({ appName: APP_NAME, chains, ui, walletPlugins: [new WalletPluginAnchor()] }),
    };
  }
  return kit.kit;
}

/** Logs in with Anchor (desktop, or the mobile app through the same link protocol) on one chain. */
export async function loginWithAnchor(config: NetworkConfig, chain: string): Promise<WalletSession> {
  const { session } = await anchorKit(config).login({ chain: chainDefinition(config, chain).id });
  return {
    chain,
    actor: String(session.actor),
    permission: String(session.permission),
    walletPlugin: "anchor",
  };
}

function testAccountOf(config: NetworkConfig, session: WalletSession): TestAccount {
  const account =
    config.network === "local"
      ? config.testAccounts.find((a) => a.chain === session.chain && a.account === session.actor)
      : undefined;
  if (account === undefined) throw new Error(`${session.actor} is not a test account of this network`);
  return account;
}

const signingSessions = new Map<string, Session>();

/** The WharfKit session that signs for a stored session, restored lazily when a signature is needed. */
export async function signingSession(config: NetworkConfig, session: WalletSession): Promise<Session> {
  // The node is part of the key: a session reads ABIs from its chain's api, which the user may switch.
  const node = config.chains[session.chain]?.api;
  const cacheKey = `${session.chain}:${session.actor}@${session.permission}:${session.walletPlugin}:${node}`;
  const cached = signingSessions.get(cacheKey);
  if (cached !== undefined) return cached;
  let signing: Session | undefined;
  if (session.walletPlugin === "privatekey") {
    const account = testAccountOf(config, session);
    signing = new Session(
      {
        chain: chainDefinition(config, session.chain),
        actor: session.actor,
        permission: session.permission,
        walletPlugin: new WalletPluginPrivateKey(account.privateKey),
      },
      { ui },
    );
  } else if (session.walletPlugin === "anchor") {
    signing = await anchorKit(config).restore({
      chain: chainDefinition(config, session.chain).id,
      actor: session.actor,
      permission: session.permission,
    });
    if (signing === undefined) throw new Error("The Anchor session has ended; please log in again");
  } else {
    throw new Error("The browser wallet signs through the UX EVM gateway, not WharfKit");
  }
  signingSessions.set(cacheKey, signing);
  return signing;
}

/** Forgets a chain's WharfKit session (and Anchor's stored link) at logout. */
export async function forgetSigningSession(config: NetworkConfig, session: WalletSession): Promise<void> {
  for (const key of signingSessions.keys())
    if (key.startsWith(`${session.chain}:`)) signingSessions.delete(key);
  if (session.walletPlugin !== "anchor") return;
  // A failed restore reaches logout's caller, which logs it: the app's session is already gone.
  const restored = await anchorKit(config).restore({
    chain: chainDefinition(config, session.chain).id,
    actor: session.actor,
    permission: session.permission,
  });
  if (restored !== undefined) await anchorKit(config).logout(restored);
}
