// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { INSUFFICIENT_BALANCE, NO_TOKENS_SELECTED } from "@ux/core/forms";
import { afterEach, describe, expect, it } from "vitest";
import { fieldRefusal } from "../../shared/ui/amountInputQueries";
import { choosePool, continueButton, input, renderForm, type } from "./renderMultiSwap";

afterEach(cleanup);

describe("'Tokens to Send' dialog", () => {
  it("lists the pool tokens and the LP token with balances to 4 decimals", () => {
    renderForm({ balances: new Map([["EOS@eosio.token", 123_456_789n]]) });
    choosePool();
    fireEvent.click(screen.getByTestId("multiswap-send-select"));
    const dialog = screen.getByRole("dialog", { name: "Tokens to Send" });
    expect(within(dialog).getByTestId("multiswap-send-available-EOS").textContent).toBe("12345.6789");
    expect(within(dialog).getByTestId("multiswap-send-available-UTX").textContent).toBe("0.0000");
    expect(within(dialog).getByTestId("multiswap-send-available-UXLP").textContent).toBe("0.0000");
    expect(input("multiswap-send-amount-EOS").inputMode).toBe("decimal");
  });

  it("shows skeletons instead of balances while they load", () => {
    renderForm({ balances: undefined, balancesLoading: true });
    choosePool();
    fireEvent.click(screen.getByTestId("multiswap-send-select"));
    expect(screen.queryByTestId("multiswap-send-available-EOS")).toBeNull();
  });

  it("MAX fills the exact balance", () => {
    renderForm();
    choosePool();
    fireEvent.click(screen.getByTestId("multiswap-send-select"));
    fireEvent.click(screen.getByTestId("multiswap-send-max-UXLP"));
    expect(input("multiswap-send-amount-UXLP").value).toBe("5.0000");
    fireEvent.click(continueButton());
    expect(screen.getByTestId("multiswap-send-select-summary").textContent).toBe("5.0000 UXLP");
  });

  it("Continue is disabled for an amount above the balance; text that is not an amount never gets in", () => {
    renderForm();
    choosePool();
    fireEvent.click(screen.getByTestId("multiswap-send-select"));
    type("multiswap-send-amount-EOS", "20.0001");
    expect((continueButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(`EOS: ${INSUFFICIENT_BALANCE}`)).toBeTruthy();
    type("multiswap-send-amount-EOS", "1,5");
    expect((continueButton() as HTMLButtonElement).disabled).toBe(false);
    type("multiswap-send-amount-EOS", "1.00001");
    const field = screen.getByTestId("multiswap-send-amount-EOS");
    expect((field as HTMLInputElement).value).toBe("1.5");
    expect(fieldRefusal(field.closest(".MuiTextField-root") as HTMLElement)).toBe(
      "At most 4 decimals are allowed",
    );
    type("multiswap-send-amount-EOS", "20");
    expect((continueButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it("Cancel drops the edits; Enter confirms like Continue", () => {
    renderForm();
    choosePool();
    fireEvent.click(screen.getByTestId("multiswap-send-select"));
    type("multiswap-send-amount-EOS", "3");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByTestId("multiswap-send-select-summary").textContent).toBe(NO_TOKENS_SELECTED);
    fireEvent.click(screen.getByTestId("multiswap-send-select"));
    expect(input("multiswap-send-amount-EOS").value).toBe("");
    type("multiswap-send-amount-EOS", "3");
    fireEvent.submit(input("multiswap-send-amount-EOS").form as HTMLFormElement);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByTestId("multiswap-send-select-summary").textContent).toBe("3.0000 EOS");
  });
});
