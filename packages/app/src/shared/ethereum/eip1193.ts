/** EIP-1193: the provider a browser wallet injects as window.ethereum. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown;
}

/** EIP-1193 error codes the app reacts to (a user's refusal, 4001, is read by core's readableError). */
export const UNRECOGNIZED_CHAIN = 4902;

/** The injected provider, or null when no browser wallet is installed. */
export function injectedProvider(scope: unknown = globalThis): Eip1193Provider | null {
  const candidate = (scope as { ethereum?: unknown }).ethereum;
  if (typeof candidate !== "object" || candidate === null) return null;
  return typeof (candidate as { request?: unknown }).request === "function"
    ? (candidate as Eip1193Provider)
    : null;
}

export function providerErrorCode(error: unknown): number | undefined {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === "number" ? code : undefined;
}

/** A wallet error's text: EIP-1193 errors are plain objects {code, message} as often as Errors. */
export function providerErrorMessage(error: unknown): string {
  if (typeof error === "string") return error;
  const message =
    typeof error === "object" && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === "string" && message !== "" ? message : String(error);
}

/** Chain ids as wallets report them: '0x' and lowercase hex. */
export function hexChainId(chainId: number): string {
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new RangeError(`invalid chain id ${chainId}`);
  return `0x${chainId.toString(16)}`;
}

/** A reported chain id (hex or decimal text) as a number, or NaN when it is neither. */
export function parseChainId(reported: unknown): number {
  if (typeof reported === "number") return reported;
  if (typeof reported !== "string") return Number.NaN;
  if (/^0x[0-9a-fA-F]+$/.test(reported)) return Number.parseInt(reported.slice(2), 16);
  return /^\d+$/.test(reported) ? Number(reported) : Number.NaN;
}
