// @vitest-environment happy-dom
import { ThemeProvider } from "@mui/material/styles";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DisclaimerDialog } from "../../../src/app/shell/DisclaimerDialog";
import { disclaimerFirst } from "../../../src/app/shell/disclaimerFirst";
import { theme } from "../../../src/app/theme";
import { translate } from "../../../src/shared/i18n/translate";
import { LEGAL_DISCLAIMER } from "../../../src/shared/legal";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderDialog(onAccept = () => {}) {
  const view = render(
    <ThemeProvider theme={theme}>
      <DisclaimerDialog onAccept={onAccept} />
    </ThemeProvider>,
  );
  const dialog = screen.getByRole("dialog", { name: "Disclaimer" }) as HTMLDialogElement;
  return { ...view, dialog, accept: screen.getByRole("button", { name: "Accept" }) };
}

describe("the disclaimer dialog", () => {
  it("is an open native dialog named by its title and described by the legal text", () => {
    const { dialog } = renderDialog();
    expect(dialog.tagName).toBe("DIALOG");
    expect(dialog.open).toBe(true);
    const description = document.getElementById(dialog.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toBe(translate(LEGAL_DISCLAIMER));
  });

  it("gives Accept the focus", () => {
    const { accept } = renderDialog();
    expect(document.activeElement).toBe(accept);
  });

  it("stays open on Escape (its keydown and the cancel event are refused) and on a click outside", () => {
    const onAccept = vi.fn();
    const { dialog, accept } = renderDialog(onAccept);
    // fireEvent returns false when the event's default action was prevented.
    expect(fireEvent.keyDown(accept, { key: "Escape" })).toBe(false);
    expect(fireEvent(dialog, new Event("cancel", { cancelable: true }))).toBe(false);
    // A click on the backdrop reaches the dialog element itself.
    fireEvent.click(dialog);
    expect(dialog.open).toBe(true);
    expect(onAccept).not.toHaveBeenCalled();
  });

  it("opens again when something closes it other than Accept", () => {
    const { dialog } = renderDialog();
    dialog.close();
    expect(dialog.open).toBe(true);
  });

  it("calls onAccept when Accept is pressed", () => {
    const onAccept = vi.fn();
    const { accept } = renderDialog(onAccept);
    fireEvent.click(accept);
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it("keeps the page from scrolling while open and restores its overflow once gone", () => {
    const root = document.documentElement;
    root.style.overflow = "auto";
    const { unmount } = renderDialog();
    expect(root.style.overflow).toBe("hidden");
    unmount();
    expect(root.style.overflow).toBe("auto");
    root.style.overflow = "";
  });

  it("tells the page's code it has been painted", async () => {
    const markShown = vi.spyOn(disclaimerFirst, "markShown");
    renderDialog();
    await waitFor(() => expect(markShown).toHaveBeenCalledTimes(1));
  });

  it("is still shown, open, where dialogs have no showModal (jsdom)", () => {
    const showModal = Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, "showModal");
    Object.defineProperty(HTMLDialogElement.prototype, "showModal", { value: undefined, configurable: true });
    try {
      const { dialog, accept } = renderDialog();
      expect(dialog.hasAttribute("open")).toBe(true);
      expect(document.activeElement).toBe(accept);
    } finally {
      if (showModal) Object.defineProperty(HTMLDialogElement.prototype, "showModal", showModal);
    }
  });
});
