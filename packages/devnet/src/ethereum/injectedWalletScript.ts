import { build } from "esbuild";
import type { InjectedWalletOptions } from "./injectedWallet/injectedProvider";

/** The global the bundle assigns inside the script's own function scope (it never reaches the page). */
const BUNDLE_GLOBAL = "__uxDevnetWallet";

let bundle: Promise<string> | undefined;

/** Bundles injectedWallet/installInjectedWallet.ts and its dependencies (ethers, zod) once per process. */
function walletBundle(): Promise<string> {
  bundle ??= build({
    entryPoints: [new URL("./injectedWallet/installInjectedWallet.ts", import.meta.url).pathname],
    bundle: true,
    write: false,
    format: "iife",
    globalName: BUNDLE_GLOBAL,
    platform: "browser",
    target: "es2020",
    minify: true,
    legalComments: "none",
    logLevel: "silent",
  }).then((result) => {
    const output = result.outputFiles[0];
    if (output === undefined) throw new Error("esbuild produced no output");
    return output.text;
  });
  return bundle;
}

/**
 * A self-contained script for Playwright's page.addInitScript: it defines window.ethereum as the devnet
 * wallet with these options (the private key is embedded: devnet keys only).
 */
export async function buildInjectedWalletScript(options: InjectedWalletOptions): Promise<string> {
  const code = await walletBundle();
  return `(() => {\n${code}\n${BUNDLE_GLOBAL}.installInjectedWallet(${JSON.stringify(options)});\n})();\n`;
}
