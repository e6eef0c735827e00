import type { Page } from "playwright-core";

/**
 * Logs in on the page's own 'Connect Wallet' button with a devnet test account of the UX Network, the way
 * a person does on the local network (the 'Use Test Account' dialog), and waits for the dialog to close.
 */
export async function logInWithUxTestAccount(page: Page, account: string, connectButtonTestId?: string) {
  await logInWithTestAccount(page, "UX Network", account, connectButtonTestId);
}

/** The same with a test account of `network` (the Bridge connects one wallet per chain). */
export async function logInWithTestAccount(
  page: Page,
  network: string,
  account: string,
  connectButtonTestId?: string,
) {
  const connect =
    connectButtonTestId === undefined
      ? page.getByRole("main").getByRole("button", { name: "Connect Wallet" }).first()
      : page.getByTestId(connectButtonTestId);
  await connect.click();
  const dialog = page.getByRole("dialog", { name: "Use Test Account" });
  // Some forms first offer the header's 'Login / SignUp' choices at the button.
  const popoverChoice = page.getByRole("dialog", { name: "Login / SignUp" }).getByRole("button", {
    name: "Use Test Account",
  });
  await dialog.or(popoverChoice).first().waitFor();
  if (await popoverChoice.isVisible()) await popoverChoice.click();
  await dialog
    .getByRole("button")
    .filter({ hasText: `${network} test account` })
    .filter({ hasText: new RegExp(`^${account}`) })
    .first()
    .click();
  await dialog.waitFor({ state: "detached" });
}
