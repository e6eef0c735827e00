// @vitest-environment happy-dom
import { createTheme } from "@mui/material/styles";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { totalTone } from "../../../src/features/multiswap/ReceiveTokensDialog";
import { choosePool, continueButton, input, renderForm, type } from "./renderMultiSwap";

afterEach(cleanup);

describe("'Tokens to Receive' dialog", () => {
  function openReceive() {
    renderForm();
    choosePool();
    fireEvent.click(screen.getByTestId("multiswap-receive-select"));
  }
  const total = () => screen.getByTestId("multiswap-receive-total");
  // Drawn in the palette's colour, not only tagged with it (rendered without a provider: MUI's default theme).
  const palette = createTheme().palette;
  const drawnIn = () => getComputedStyle(total()).color;

  it("arrows add and subtract 1 (clamped at 0 and 100) and the total follows", () => {
    openReceive();
    expect(total().textContent).toBe("0 / 100%");
    fireEvent.click(screen.getByTestId("multiswap-receive-up-EOS"));
    fireEvent.click(screen.getByTestId("multiswap-receive-up-EOS"));
    expect(input("multiswap-receive-percent-EOS").value).toBe("2");
    fireEvent.click(screen.getByTestId("multiswap-receive-down-EOS"));
    expect(input("multiswap-receive-percent-EOS").value).toBe("1");
    fireEvent.click(screen.getByTestId("multiswap-receive-down-UTX"));
    expect(input("multiswap-receive-percent-UTX").value).toBe("0");
    type("multiswap-receive-percent-UXLP", "99.5");
    fireEvent.click(screen.getByTestId("multiswap-receive-up-UXLP"));
    expect(input("multiswap-receive-percent-UXLP").value).toBe("100");
    expect(total().textContent).toBe("101 / 100%");
  });

  it("the total is green and Continue enabled only at exactly 100", () => {
    openReceive();
    type("multiswap-receive-percent-EOS", "33.33");
    type("multiswap-receive-percent-UTX", "66.66");
    expect(total().textContent).toBe("99.99 / 100%");
    expect(total().dataset.tone).toBe("error");
    expect(drawnIn()).toBe(palette.error.main);
    expect((continueButton() as HTMLButtonElement).disabled).toBe(true);
    type("multiswap-receive-percent-UXLP", "0.01");
    expect(total().textContent).toBe("100 / 100%");
    expect(total().dataset.tone).toBe("success");
    expect(drawnIn()).toBe(palette.success.main);
    expect((continueButton() as HTMLButtonElement).disabled).toBe(false);
    // Refused edits never get in: the field keeps 0.01 (still 100 in all) and says why.
    type("multiswap-receive-percent-UXLP", "0.011");
    expect(screen.getByText("At most 2 decimals are allowed")).toBeTruthy();
    type("multiswap-receive-percent-UXLP", "-1");
    expect(screen.getByText("The amount cannot have a sign")).toBeTruthy();
    type("multiswap-receive-percent-UXLP", "101");
    expect(screen.getByText("A percentage cannot be above 100")).toBeTruthy();
    expect((input("multiswap-receive-percent-UXLP") as HTMLInputElement).value).toBe("0.01");
    expect((continueButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it("Continue keeps only the non-zero percentages on the side", () => {
    openReceive();
    type("multiswap-receive-percent-EOS", "0");
    type("multiswap-receive-percent-UXLP", "100");
    fireEvent.click(continueButton());
    expect(screen.getByTestId("multiswap-receive-select-summary").textContent).toBe("100% UXLP");
  });
});

describe("totalTone", () => {
  it("is green (success) only when complete", () => {
    expect(totalTone(true)).toBe("success");
    expect(totalTone(false)).toBe("error");
  });
});
