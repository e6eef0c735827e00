// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  NO_UX_ACCOUNT_FOR_ADDRESS,
  noUxAccountNoticeSegments,
} from "../../../src/shared/ethereum/metamaskMessages";
import { NoticeMessage } from "../../../src/shared/notifications/NoticeMessage";
import { createNotifier } from "../../../src/shared/notifications/notifier";

afterEach(cleanup);

describe("a notice built from a template (spec 1 §8: the one HTML notification)", () => {
  it("renders the text with a real link and no markup taken from data", () => {
    const { container } = render(
      <NoticeMessage message="fallback" segments={noUxAccountNoticeSegments("/home?createAccount=1")} />,
    );
    expect(container.textContent).toBe(NO_UX_ACCOUNT_FOR_ADDRESS);
    const link = screen.getByRole("link", { name: "create a new account" });
    expect(link.getAttribute("href")).toBe("/home?createAccount=1");
  });

  it("shows text that looks like markup as text", () => {
    const { container } = render(
      <NoticeMessage message="x" segments={[{ text: '<img src=x onerror="alert(1)">' }]} />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)">');
  });

  it("a link that is not an app path is shown as plain text", () => {
    const { container } = render(
      <NoticeMessage message="x" segments={[{ text: "click", href: "javascript:alert(1)" }]} />,
    );
    expect(container.querySelector("a")).toBeNull();
    expect(container.textContent).toBe("click");
  });

  it("without segments it is the plain message", () => {
    const { container } = render(<NoticeMessage message="Metamask not found" />);
    expect(container.textContent).toBe("Metamask not found");
  });

  it("a persistent notice carries its segments to the toast", () => {
    const shown: unknown[] = [];
    const notify = createNotifier({ enqueue: (_m, policy) => shown.push(policy), close: () => undefined });
    const segments = noUxAccountNoticeSegments("/home?createAccount=1");
    notify.persistent("metamask-login", NO_UX_ACCOUNT_FOR_ADDRESS, "error", segments);
    expect(shown).toEqual([{ variant: "error", autoHideDuration: null, persist: true, segments }]);
  });
});
