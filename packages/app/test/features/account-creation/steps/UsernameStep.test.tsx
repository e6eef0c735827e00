// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NEXT, USERNAME_MESSAGES } from "@ux/core/forms";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  USERNAME_PLACEHOLDER,
  UsernameStep,
} from "../../../../src/features/account-creation/steps/UsernameStep";
import { useUsernameStep } from "../../../../src/features/account-creation/steps/useUsernameStep";
import { withQueryClient } from "../../../shared/query/withQueryClient";
import { stubChain } from "../fakeChain";
import { CONFIG } from "../fixtures";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({ onNext }: { onNext: () => void }) {
  const [name, setName] = useState("");
  const view = useUsernameStep(CONFIG, name);
  return (
    <UsernameStep
      name={name}
      view={view}
      notice={null}
      onNameChange={setName}
      onNext={onNext}
      onCancel={vi.fn()}
    />
  );
}

function setup(existing?: string[]) {
  const chain = stubChain(existing);
  const onNext = vi.fn();
  render(withQueryClient(<Harness onNext={onNext} />));
  const input = screen.getByTestId("username-input") as HTMLInputElement;
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  const rule = (id: string) => screen.getByTestId(`username-rule-${id}`).getAttribute("data-status");
  const next = () => screen.getByTestId("create-account-next") as HTMLButtonElement;
  const lookups = () => chain.requests.filter((r) => r.path === "/v1/chain/get_table_by_scope");
  return { chain, onNext, input, type, rule, next, lookups };
}

describe("step 1: the username (spec 1 §2, §4, §5)", () => {
  it("shows the three rules in the spec's words, a 12-character placeholder, and Next disabled", () => {
    const { input, next } = setup();
    for (const text of ["12 characters long", USERNAME_MESSAGES.characters, "Unique name"])
      expect(screen.getByText(text)).toBeTruthy();
    expect(input.placeholder).toBe(USERNAME_PLACEHOLDER);
    expect([...USERNAME_PLACEHOLDER]).toHaveLength(12);
    expect(next().textContent).toBe(NEXT);
    expect(next().disabled).toBe(true);
  });

  it("looks the name up only once the first two rules pass", async () => {
    const { type, rule, lookups } = setup();
    type("short");
    expect([rule("length"), rule("characters"), rule("unique")]).toEqual(["fail", "pass", "fail"]);
    type("Uppercase123");
    expect([rule("length"), rule("characters")]).toEqual(["pass", "fail"]);
    type("has.dot12345");
    expect(rule("characters")).toBe("fail");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(lookups()).toEqual([]);
  });

  it("a free name passes after the lookup and Next (or Enter) moves on", async () => {
    const { type, rule, next, lookups, onNext, input } = setup();
    type("newaccount12");
    expect(rule("unique")).toBe("pending");
    await waitFor(() => expect(rule("unique")).toBe("pass"));
    expect(lookups().map((r) => r.body)).toEqual([
      { code: "eosio", table: "userres", lower_bound: "newaccount12", upper_bound: "newaccount12", limit: 1 },
    ]);
    expect(next().disabled).toBe(false);
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it("an existing name fails 'Unique name' and Enter does nothing", async () => {
    const { type, rule, next, onNext, input } = setup(["alice", "takenaccount"]);
    type("takenaccount");
    await waitFor(() => expect(rule("unique")).toBe("fail"));
    expect(next().disabled).toBe(true);
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    expect(onNext).not.toHaveBeenCalled();
  });

  it("a failed lookup counts as the name existing", async () => {
    const { chain, type, rule, next } = setup();
    chain.down = true;
    type("newaccount12");
    await waitFor(() => expect(rule("unique")).toBe("fail"));
    expect(next().disabled).toBe(true);
  });
});
