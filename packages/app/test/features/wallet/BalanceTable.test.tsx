// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BalanceTable } from "../../../src/features/wallet/BalanceTable";
import { expectNarrowTable } from "../../shared/ui/tableChecks";

afterEach(cleanup);

describe("the Wallet page's balance table", () => {
  it("shows an instrument's expiry beside its symbol, and none beside a plain token", () => {
    render(
      <BalanceTable
        testIdPrefix="balance-"
        rows={[
          { symbol: "UTX", contract: "eosio.token", amount: "1.0000" },
          { symbol: "UTXUTMG", contract: "stake.ux", amount: "5.0000", expiryFormatted: "MAR26" },
        ]}
      />,
    );
    expect(screen.getByTestId("balance-UTXUTMG").textContent).toBe("UTXUTMGMAR26stake.ux5.0000");
    expect(screen.getByTestId("balance-UTX").textContent).toBe("UTXeosio.token1.0000");
    expect(screen.getAllByTestId("balance-expiry").map((cell) => cell.textContent)).toEqual(["MAR26"]);
  });
});

describe("the balance table on a narrow screen (issue #16 item 6)", () => {
  it("scrolls inside its own container; symbol, contract and balance never wrap, balances right-aligned", () => {
    render(
      <BalanceTable
        testIdPrefix="balance-"
        rows={[{ symbol: "UTXUTMG", contract: "stake.ux", amount: "12345.6789", expiryFormatted: "MAR26" }]}
      />,
    );
    expectNarrowTable(screen.getByRole("table"), screen.getByTestId("balance-UTXUTMG"), {
      oneLine: [0, 1],
      amounts: [2],
    });
  });
});
