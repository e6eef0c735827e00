// @vitest-environment happy-dom

import { getContrastRatio, ThemeProvider } from "@mui/material/styles";
import { cleanup, render, screen } from "@testing-library/react";
import type { CustomContentProps } from "notistack";
import { afterEach, describe, expect, it } from "vitest";
import { themeFor } from "../../../src/app/theme";
import { THEMED_TOASTS, ThemedToast } from "../../../src/shared/notifications/ThemedToast";

afterEach(cleanup);

const VARIANTS = ["default", "success", "error", "warning", "info"] as const;

function toastProps(variant: (typeof VARIANTS)[number]): CustomContentProps {
  return {
    id: variant,
    message: `${variant} notice`,
    variant,
    persist: false,
    autoHideDuration: 3000,
    hideIconVariant: false,
    iconVariant: {},
    anchorOrigin: { vertical: "bottom", horizontal: "right" },
    style: {},
  };
}

describe.each(["dark", "light"] as const)("notices in the %s theme", (mode) => {
  it.each(VARIANTS)("a %s notice's text reaches AA on its fill (notistack's green was 3.3:1)", (variant) => {
    render(
      <ThemeProvider theme={themeFor(mode)}>
        <ThemedToast {...toastProps(variant)} />
      </ThemeProvider>,
    );
    const notice = screen.getByRole("alert");
    expect(notice.textContent).toBe(`${variant} notice`);
    const style = getComputedStyle(notice);
    expect(getContrastRatio(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });
});

it("every notistack variant is drawn as a themed notice", () => {
  expect(Object.keys(THEMED_TOASTS).sort()).toEqual([...VARIANTS].sort());
});
