/**
 * The one door to WharfKit: every caller imports this module dynamically, so the wallet libraries form a
 * single lazily loaded part of the app. The prompt dialog that shows the plugins' requests belongs here
 * too; being a React component, it also keeps this chunk on the same shared React chunks as the rest of
 * the app, so the bundler does not split its runtime helpers into an extra file on every first visit.
 */

export { installDevnetHooks } from "../devnetHooks";
export { packActions } from "../gateway/packActions";
export { forgetSigningSession, loginWithAnchor, signingSession } from "./antelopeSessions";
export { WalletPromptDialog } from "./WalletPromptDialog";
export { wharfkitSigner } from "./wharfkitSigner";
