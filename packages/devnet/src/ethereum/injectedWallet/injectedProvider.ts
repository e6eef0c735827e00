import { BaseWallet, getAddress, SigningKey, type TypedDataField } from "ethers";
import { z } from "zod";
import { personalMessageBytes } from "./personalMessage";
import {
  invalidParams,
  invalidRequest,
  methodNotFound,
  ProviderRpcError,
  unauthorized,
  unrecognizedChain,
  userRejected,
} from "./providerRpcError";
import { callRpc, type FetchFunction } from "./rpcTransport";
import { fillTransaction, sendTransactionParamsSchema } from "./transactionRequest";
import {
  addChainParamsSchema,
  canonicalChainId,
  switchChainParamsSchema,
  type WalletChain,
  type WalletChainInput,
  walletChain,
} from "./walletChains";
import { type WalletEventListener, WalletEvents } from "./walletEvents";

export interface InjectedWalletOptions {
  /** The devnet key behind the wallet's one account (0x-prefixed 32-byte hex). */
  privateKey: string;
  /** Chains the wallet knows from the start (MetaMask's preinstalled networks). */
  chains: WalletChainInput[];
  /** The chain selected at start; must be one of `chains`. */
  initialChainId: number | string;
  /** Whether the site is already permitted to see the account (default false: eth_requestAccounts asks). */
  connected?: boolean;
  /** Simulates a user who rejects every prompt (4001). Changeable later with setRejectRequests. */
  rejectRequests?: boolean;
  /** The origin named in permissions (default the page's, else "devnet"). */
  origin?: string;
}

export interface RequestArguments {
  method: string;
  params?: unknown[] | Record<string, unknown>;
}

/** window.ethereum as MetaMask shapes it, plus devnet controls. */
export interface InjectedProvider {
  readonly isMetaMask: true;
  request(args: RequestArguments): Promise<unknown>;
  on(event: string, listener: WalletEventListener): InjectedProvider;
  once(event: string, listener: WalletEventListener): InjectedProvider;
  removeListener(event: string, listener: WalletEventListener): InjectedProvider;
  off(event: string, listener: WalletEventListener): InjectedProvider;
  removeAllListeners(event?: string): InjectedProvider;
  isConnected(): boolean;
  /** MetaMask's legacy properties. */
  readonly chainId: string;
  readonly selectedAddress: string | null;
  /** Devnet control: make every prompt fail with 4001 (true) or be approved (false). */
  setRejectRequests(reject: boolean): void;
  /** Devnet: the wallet's address (checksummed), whatever the permissions. */
  readonly address: string;
}

const requestSchema = z.object({
  method: z.string().min(1),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
});
const accountsPermissionSchema = z.tuple([z.looseObject({ eth_accounts: z.looseObject({}) })]);
const watchAssetSchema = z.looseObject({
  type: z.literal("ERC20"),
  options: z.looseObject({
    address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
    symbol: z.string().min(1).max(11),
    decimals: z.number().int().min(0).max(36),
    image: z.string().optional(),
  }),
});
const personalSignSchema = z.tuple([z.string(), z.string()]).rest(z.unknown());
const typedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  domain: z.record(z.string(), z.unknown()),
  message: z.record(z.string(), z.unknown()),
});

function parse<T extends z.ZodType>(schema: T, value: unknown, what: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw invalidParams(`Invalid parameters for ${what}: ${result.error.issues[0]?.message ?? "rejected"}`);
  return result.data;
}

function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * An EIP-1193 provider backed by one devnet key that answers like MetaMask: accounts behind permissions,
 * chains added / switched by id (4902 for unknown ones), prompts that a flag can reject (4001), signing and
 * sending done locally with ethers, everything else forwarded to the current chain's RPC. Browser-safe.
 */
export function createInjectedProvider(
  options: InjectedWalletOptions,
  fetchFunction?: FetchFunction,
): InjectedProvider {
  const wallet = new BaseWallet(new SigningKey(options.privateKey));
  const account = wallet.address.toLowerCase(); // MetaMask reports accounts in lowercase
  const origin =
    options.origin ?? (globalThis as { location?: { origin?: string } }).location?.origin ?? "devnet";
  const events = new WalletEvents();
  const chains = new Map<string, WalletChain>();
  for (const input of options.chains) {
    const chain = walletChain(input);
    chains.set(chain.chainId, chain);
  }
  let currentChainId = canonicalChainId(options.initialChainId);
  if (!chains.has(currentChainId))
    throw new Error(`initial chain ${currentChainId} is not among the wallet's chains`);
  let connected = options.connected ?? false;
  let rejectRequests = options.rejectRequests ?? false;
  let permissionDate = Date.now();
  const fetcher: FetchFunction =
    fetchFunction ?? ((url, init) => (globalThis.fetch as unknown as FetchFunction)(url, init));

  const currentChain = () => chains.get(currentChainId) as WalletChain;
  const rpcOf = (chain: WalletChain) => chain.rpcUrls[0] as string;
  const callChain = (method: string, params: unknown[]) =>
    callRpc(fetcher, rpcOf(currentChain()), method, params);
  const accounts = () => (connected ? [account] : []);
  /** A prompt the simulated user answers: approved, unless the rejection flag is set. */
  const prompt = () => {
    if (rejectRequests) throw userRejected();
  };
  const requireAccount = (address: string) => {
    if (!connected || !sameAddress(address, account)) throw unauthorized();
  };
  const permissions = () =>
    connected
      ? [
          {
            id: `devnet-${permissionDate}`,
            parentCapability: "eth_accounts",
            invoker: origin,
            date: permissionDate,
            caveats: [{ type: "restrictReturnedAccounts", value: [account] }],
          },
        ]
      : [];
  const connect = () => {
    if (connected) return;
    connected = true;
    permissionDate = Date.now();
    events.emit("accountsChanged", accounts());
  };
  const switchTo = (chainId: string) => {
    if (chainId === currentChainId) return;
    currentChainId = chainId;
    events.emit("chainChanged", chainId);
  };

  async function addChain(params: unknown[]): Promise<null> {
    const [input] = parse(addChainParamsSchema, params, "wallet_addEthereumChain");
    const chainId = canonicalChainId(input.chainId);
    if (chains.has(chainId) && chainId === currentChainId) return null;
    prompt();
    // MetaMask refuses an RPC that serves another chain than the one claimed.
    const rpcUrl = input.rpcUrls[0] as string;
    const served = await callRpc(fetcher, rpcUrl, "eth_chainId", []);
    if (typeof served !== "string" || served.toLowerCase() !== chainId) {
      throw invalidParams(`Chain ID returned by RPC URL ${rpcUrl} does not match ${chainId}`);
    }
    chains.set(
      chainId,
      walletChain({
        chainId,
        chainName: input.chainName,
        rpcUrls: input.rpcUrls,
        ...(input.nativeCurrency === undefined ? {} : { nativeCurrency: input.nativeCurrency }),
        ...(input.blockExplorerUrls ? { blockExplorerUrls: input.blockExplorerUrls } : {}),
      }),
    );
    // Adding a chain ends with MetaMask switching to it.
    switchTo(chainId);
    return null;
  }

  async function switchChain(params: unknown[]): Promise<null> {
    const [{ chainId: requested }] = parse(switchChainParamsSchema, params, "wallet_switchEthereumChain");
    const chainId = canonicalChainId(requested);
    if (!chains.has(chainId)) throw unrecognizedChain(chainId);
    if (chainId === currentChainId) return null;
    prompt();
    switchTo(chainId);
    return null;
  }

  async function personalSign(params: unknown[]): Promise<string> {
    let [message, address] = parse(personalSignSchema, params, "personal_sign");
    // MetaMask tolerates the legacy order (address first) when only the first parameter is the account.
    if (sameAddress(message, account) && !sameAddress(address, account))
      [message, address] = [address, message];
    requireAccount(address);
    prompt();
    return wallet.signMessage(personalMessageBytes(message));
  }

  async function signTypedDataV4(params: unknown[]): Promise<string> {
    const [address, raw] = parse(
      z.tuple([z.string(), z.union([z.string(), z.record(z.string(), z.unknown())])]),
      params,
      "eth_signTypedData_v4",
    );
    requireAccount(address);
    let json: unknown = raw;
    if (typeof raw === "string") {
      try {
        json = JSON.parse(raw);
      } catch {
        throw invalidParams("Invalid parameters for eth_signTypedData_v4: the typed data is not JSON");
      }
    }
    const typed = parse(typedDataSchema, json, "eth_signTypedData_v4");
    prompt();
    const { EIP712Domain: _domain, ...types } = typed.types;
    return wallet.signTypedData(typed.domain, types as Record<string, TypedDataField[]>, typed.message);
  }

  async function sendTransaction(params: unknown[]): Promise<string> {
    const [request] = parse(sendTransactionParamsSchema, params, "eth_sendTransaction");
    requireAccount(request.from);
    const chainId = BigInt(currentChainId);
    if (request.chainId !== undefined && BigInt(request.chainId) !== chainId) {
      throw invalidParams(`Invalid chainId ${request.chainId}: the wallet is on ${currentChainId}`);
    }
    prompt();
    const transaction = await fillTransaction(request, chainId, callChain);
    const raw = await wallet.signTransaction({ ...transaction, from: getAddress(request.from) });
    const hash = await callChain("eth_sendRawTransaction", [raw]);
    if (typeof hash !== "string") throw new ProviderRpcError(-32603, "the node returned no transaction hash");
    return hash;
  }

  async function handle(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case "eth_accounts":
        return accounts();
      case "eth_requestAccounts":
        if (!connected) {
          prompt();
          connect();
        }
        return accounts();
      case "eth_coinbase":
        return connected ? account : null;
      case "eth_chainId":
        return currentChainId;
      case "net_version":
        return BigInt(currentChainId).toString(10);
      case "wallet_getPermissions":
        return permissions();
      case "wallet_requestPermissions":
        parse(accountsPermissionSchema, params, "wallet_requestPermissions");
        prompt();
        // Re-granting an existing permission renews it without changing the accounts (no event).
        if (connected) permissionDate = Date.now();
        else connect();
        return permissions();
      case "wallet_revokePermissions":
        parse(accountsPermissionSchema, params, "wallet_revokePermissions");
        if (connected) {
          connected = false;
          events.emit("accountsChanged", []);
        }
        return null;
      case "wallet_addEthereumChain":
        return addChain(params);
      case "wallet_switchEthereumChain":
        return switchChain(params);
      case "wallet_watchAsset":
        parse(watchAssetSchema, params[0], "wallet_watchAsset");
        prompt();
        return true;
      case "personal_sign":
        return personalSign(params);
      case "eth_signTypedData_v4":
        return signTypedDataV4(params);
      case "eth_sendTransaction":
        return sendTransaction(params);
      case "eth_sign":
      case "eth_signTransaction":
        throw methodNotFound(method);
      default:
        if (method.startsWith("wallet_") || method.startsWith("metamask_")) throw methodNotFound(method);
        return callChain(method, params);
    }
  }

  const provider: InjectedProvider = {
    isMetaMask: true,
    async request(args: RequestArguments) {
      const parsed = requestSchema.safeParse(args);
      if (!parsed.success)
        throw invalidRequest("Expected a single, non-array, object argument with a method string.");
      const { method, params } = parsed.data;
      // EIP-747's wallet_watchAsset takes one object (some dapps wrap it in an array); the rest positional params.
      if (method === "wallet_watchAsset") return handle(method, [Array.isArray(params) ? params[0] : params]);
      return handle(method, Array.isArray(params) ? params : params === undefined ? [] : [params]);
    },
    on(event, listener) {
      events.on(event, listener);
      return provider;
    },
    once(event, listener) {
      events.once(event, listener);
      return provider;
    },
    removeListener(event, listener) {
      events.removeListener(event, listener);
      return provider;
    },
    off(event, listener) {
      events.removeListener(event, listener);
      return provider;
    },
    removeAllListeners(event) {
      events.removeAllListeners(event);
      return provider;
    },
    isConnected: () => true,
    get chainId() {
      return currentChainId;
    },
    get selectedAddress() {
      return connected ? account : null;
    },
    setRejectRequests(reject: boolean) {
      rejectRequests = reject;
    },
    address: wallet.address,
  };
  return provider;
}
