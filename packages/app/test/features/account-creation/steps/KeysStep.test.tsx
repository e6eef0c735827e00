// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { CREATE_ACCOUNT } from "@ux/core/forms";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMPTY_KEYS, type KeysInput } from "../../../../src/features/account-creation/flow/creationFlow";
import type { PaymentChoice } from "../../../../src/features/account-creation/payment/paymentChoices";
import {
  ethAddressLabel,
  KeysStep,
  OWNER_KEY_HINT,
  reuseKeysLabel,
} from "../../../../src/features/account-creation/steps/KeysStep";
import { useKeysStep } from "../../../../src/features/account-creation/steps/useKeysStep";
import type { WalletSession } from "../../../../src/shared/wallet/walletSession";
import { withQueryClient } from "../../../shared/query/withQueryClient";
import { PAYER } from "../../../shared/swapSocket/fixtures";
import { stubChain } from "../fakeChain";
import { ACTIVE_KEY, CONFIG, EOS_CHOICE, EOS_SESSION, ETH_CHOICE, ETH_SESSION, OWNER_KEY } from "../fixtures";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({
  choice,
  payer,
  onCreate,
}: {
  choice: PaymentChoice;
  payer: WalletSession;
  onCreate(): void;
}) {
  const [keys, setKeys] = useState<KeysInput>(EMPTY_KEYS);
  const view = useKeysStep(CONFIG, choice, payer, keys);
  return (
    <KeysStep
      view={view}
      keys={keys}
      payerName={payer.ethAddress ?? payer.actor}
      notice={null}
      onKeysChange={(patch) => setKeys((current) => ({ ...current, ...patch }))}
      onCreate={onCreate}
      onBack={vi.fn()}
    />
  );
}

function setup(choice: PaymentChoice, payer: WalletSession) {
  const chain = stubChain();
  const onCreate = vi.fn();
  render(withQueryClient(<Harness choice={choice} payer={payer} onCreate={onCreate} />));
  const button = () => screen.getByTestId("create-account-submit") as HTMLButtonElement;
  const typeOwner = (value: string) =>
    fireEvent.change(screen.getByTestId("owner-key-input"), { target: { value } });
  const option = () => screen.getByTestId("create-account-key-option");
  return { chain, onCreate, button, typeOwner, option };
}

describe("step 3: keys and the Create Account rules (spec 1 §2, §5)", () => {
  it("EOSIO payer: Create Account needs a valid owner key, and says what is wrong with a typed one", () => {
    const { button, typeOwner, onCreate } = setup(EOS_CHOICE, EOS_SESSION);
    expect(button().textContent).toBe(CREATE_ACCOUNT);
    expect(button().disabled).toBe(true);
    expect(screen.getByText(OWNER_KEY_HINT)).toBeTruthy();
    typeOwner("EOS5notakey");
    expect(screen.getByText(/^Owner key: /)).toBeTruthy();
    expect(button().disabled).toBe(true);
    typeOwner(` ${OWNER_KEY} `);
    expect(button().disabled).toBe(false);
    fireEvent.submit(button().closest("form") as HTMLFormElement);
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it("EOSIO payer reusing its keys: shows the payer's owner and active keys read from the chain", async () => {
    const { button, option, chain } = setup(EOS_CHOICE, EOS_SESSION);
    expect(screen.getByText(reuseKeysLabel("alice"))).toBeTruthy();
    fireEvent.click(option());
    await waitFor(() =>
      expect((screen.getByTestId("owner-key-reused") as HTMLInputElement).value).toBe(OWNER_KEY),
    );
    expect((screen.getByTestId("active-key-reused") as HTMLInputElement).value).toBe(ACTIVE_KEY);
    expect(screen.queryByTestId("owner-key-input")).toBeNull();
    expect(button().disabled).toBe(false);
    expect(chain.requests.map((r) => [r.path, r.body])).toEqual([
      ["/v1/chain/get_account", { account_name: "alice" }],
    ]);
  });

  it("EOSIO payer whose keys cannot be read: says so, and Create Account stays disabled", async () => {
    const { button, option, chain } = setup(EOS_CHOICE, EOS_SESSION);
    chain.down = true;
    fireEvent.click(option());
    await waitFor(() => expect(screen.getByRole("alert").textContent).toMatch(/fetch|reach/i));
    expect(button().disabled).toBe(true);
  });

  it("Ethereum payer: an owner key, or the paying address instead of any key", () => {
    const { button, option, typeOwner } = setup(ETH_CHOICE, ETH_SESSION);
    expect(screen.getByText(ethAddressLabel(PAYER))).toBeTruthy();
    typeOwner("bad");
    expect(button().disabled).toBe(true);
    fireEvent.click(option());
    expect(screen.queryByTestId("owner-key-input")).toBeNull();
    expect(button().disabled).toBe(false);
  });
});
