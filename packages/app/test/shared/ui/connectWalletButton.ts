import { fireEvent } from "@testing-library/react";
import { CONNECT_WALLET } from "@ux/core/forms";
import { expect } from "vitest";

/**
 * A form's main button without a wallet: it reads 'Connect Wallet', can be pressed, and pressing it opens
 * the login once, at the button pressed.
 */
export function expectConnectWalletButton(button: () => HTMLButtonElement, onConnectWallet: unknown): void {
  expect(button().textContent).toBe(CONNECT_WALLET);
  expect(button().disabled).toBe(false);
  fireEvent.click(button());
  expect(onConnectWallet).toHaveBeenCalledTimes(1);
  expect(onConnectWallet).toHaveBeenCalledWith(button());
}
