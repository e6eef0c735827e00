// First: the parsers defined by the modules below must be built without compiled code (see the module).
import "./jitlessZod";
import {
  createInjectedProvider,
  type InjectedProvider,
  type InjectedWalletOptions,
} from "./injectedProvider";

interface BrowserWindow {
  ethereum?: InjectedProvider;
  dispatchEvent?: (event: unknown) => boolean;
  addEventListener?: (type: string, listener: () => void) => void;
  Event?: new (type: string) => unknown;
  CustomEvent?: new (type: string, init: { detail: unknown }) => unknown;
}

/** A tiny fox-coloured square: EIP-6963 requires an icon data URI. */
const ICON =
  "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxNiAxNiI+PHJlY3Qgd2lkdGg9IjE2IiBoZWlnaHQ9IjE2IiBmaWxsPSIjZjY4NTFiIi8+PC9zdmc+";

/**
 * Installs the devnet wallet as window.ethereum before the page's scripts run (Playwright's addInitScript),
 * announces it like MetaMask (ethereum#initialized, EIP-6963) and returns it.
 */
export function installInjectedWallet(options: InjectedWalletOptions): InjectedProvider {
  const scope = globalThis as { window?: BrowserWindow };
  const target: BrowserWindow = scope.window ?? (globalThis as BrowserWindow);
  const provider = createInjectedProvider(options);
  target.ethereum = provider;
  if (typeof target.dispatchEvent === "function" && typeof target.Event === "function") {
    target.dispatchEvent(new target.Event("ethereum#initialized"));
  }
  const { CustomEvent: CustomEventClass, dispatchEvent, addEventListener } = target;
  if (
    typeof CustomEventClass === "function" &&
    typeof dispatchEvent === "function" &&
    typeof addEventListener === "function"
  ) {
    const info = {
      uuid: "5c1b2a9e-7d43-4f0e-9a61-0d5e3b8c7f21",
      name: "MetaMask (UX devnet)",
      icon: ICON,
      rdns: "io.metamask",
    };
    const announce = () =>
      target.dispatchEvent?.(
        new CustomEventClass("eip6963:announceProvider", { detail: Object.freeze({ info, provider }) }),
      );
    addEventListener.call(target, "eip6963:requestProvider", announce);
    announce();
  }
  return provider;
}
