import type { Page } from "playwright-core";

/**
 * Logs in on the page's own 'Connect Wallet' button with a devnet test account of the UX Network, the way
 * a person does on the local network (the 'Use Test Account' dialog), and waits for the dialog to close.
 */
export async function logInWithUxTestAccount(page: Page, account: string, connectButtonTestId?: string) {
  const connect =
    connectButtonTestId === undefined
      ? page.getByRole("main").getByRole("button", { name: "Connect Wallet" }).first()
      : page.getByTestId(connectButtonTestId);
  await connect.click();
  const dialog = page.getByRole("dialog", { name: "Use Test Account" });
  await dialog
    .getByRole("button")
    .filter({ hasText: "UX Network test account" })
    .filter({ hasText: new RegExp(`^${account}`) })
    .first()
    .click();
  await dialog.waitFor({ state: "detached" });
}
