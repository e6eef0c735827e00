// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { AmountInput } from "../../../src/shared/ui/AmountInput";
import { fieldRefusal } from "./amountInputQueries";

afterEach(cleanup);

function Harness({ decimals, seen }: { decimals: number; seen: string[] }) {
  const [text, setText] = useState("");
  return (
    <AmountInput
      label="Amount"
      value={text}
      decimals={decimals}
      helperText="Balance: 5.0000"
      onAmountChange={(next) => {
        seen.push(next);
        setText(next);
      }}
      data-testid="field"
    />
  );
}

const input = () => screen.getByLabelText("Amount") as HTMLInputElement;
const type = (value: string) => fireEvent.change(input(), { target: { value } });

describe("AmountInput", () => {
  it("passes on accepted text (a decimal comma as a dot) and keeps the form's own helper text", () => {
    const seen: string[] = [];
    render(<Harness decimals={4} seen={seen} />);
    type("1,25");
    expect(input().value).toBe("1.25");
    expect(seen).toEqual(["1.25"]);
    expect(screen.getByText("Balance: 5.0000")).toBeTruthy();
    expect(input().inputMode).toBe("decimal");
  });

  it("refuses a bad edit without passing it on, says why as an alert, and forgets it on the next good one", () => {
    const seen: string[] = [];
    render(<Harness decimals={2} seen={seen} />);
    type("3.5");
    type("3.555");
    expect(input().value).toBe("3.5");
    expect(seen).toEqual(["3.5"]);
    expect(fieldRefusal(screen.getByTestId("field"))).toBe("At most 2 decimals are allowed");
    expect(input().getAttribute("aria-invalid")).toBe("true");
    type("3.55");
    expect(fieldRefusal(screen.getByTestId("field"))).toBeNull();
    expect(screen.getByText("Balance: 5.0000")).toBeTruthy();
  });

  it("a token without decimals takes whole numbers only", () => {
    const seen: string[] = [];
    render(<Harness decimals={0} seen={seen} />);
    type("7.");
    expect(fieldRefusal(screen.getByTestId("field"))).toBe("This token has no decimals");
    expect(seen).toEqual([]);
  });
});
