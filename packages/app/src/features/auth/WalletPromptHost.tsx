import { lazy, Suspense } from "react";
import { useWalletApp, useWalletPrompt } from "./walletPromptStore";

// Prompts come only from WharfKit's plugins, so the WharfKit chunk that holds the dialog is already loaded.
const WalletPromptDialog = lazy(() =>
  import("./wharfkit/wharfkitRuntime").then((m) => ({ default: m.WalletPromptDialog })),
);

/** Mounted with the header: shows a wallet plugin's prompt, loading the dialog only when one arrives. */
export function WalletPromptHost() {
  const prompt = useWalletPrompt();
  const app = useWalletApp();
  if (prompt === null) return null;
  return (
    <Suspense fallback={null}>
      <WalletPromptDialog prompt={prompt} app={app} />
    </Suspense>
  );
}
