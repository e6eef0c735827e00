import type { Eip1193Provider } from "../../../src/shared/ethereum/eip1193";

export interface ProviderCall {
  method: string;
  params: unknown;
}

export type Handler = (params: unknown, provider: FakeProvider) => unknown;

/** An EIP-1193 provider whose answers a test scripts per method, recording every call. */
export class FakeProvider implements Eip1193Provider {
  readonly calls: ProviderCall[] = [];
  chainId = 1;
  constructor(private readonly handlers: Record<string, Handler> = {}) {}

  async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    this.calls.push({ method, params });
    const handler = this.handlers[method];
    if (handler !== undefined) return handler(params, this);
    if (method === "eth_chainId") return `0x${this.chainId.toString(16)}`;
    throw Object.assign(new Error(`The method ${method} is not handled`), { code: 4200 });
  }

  methods(): string[] {
    return this.calls.map((call) => call.method);
  }
}

export function rpcError(code: number, message: string): Error {
  return Object.assign(new Error(message), { code });
}

/** wallet_addEthereumChain as a wallet does it: the added chain becomes the current one. */
const addAskedChain: Handler = (params, provider) => {
  provider.chainId = Number((params as [{ chainId: string }])[0].chainId);
  return null;
};

/** The handlers of a wallet that does not know the chain it is asked to switch to (4902), then adds it. */
export function chainUnknownToWallet(addEthereumChain: Handler = addAskedChain): Record<string, Handler> {
  return {
    wallet_switchEthereumChain: () => {
      throw rpcError(4902, "Unrecognized chain ID");
    },
    wallet_addEthereumChain: addEthereumChain,
  };
}
