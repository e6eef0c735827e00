import { describe, expect, it } from "vitest";
import { payerName, payerSessionFor } from "../../../../src/features/account-creation/payment/payerSession";
import { PAYER } from "../../../shared/swapSocket/fixtures";
import { EOS_CHOICE, EOS_SESSION, ETH_CHOICE, ETH_SESSION } from "../fixtures";

describe("the payer of a choice: a wallet on the sender chain (spec 1 §2)", () => {
  it("is the chain's session when that wallet can pay there", () => {
    expect(payerSessionFor(EOS_CHOICE, { eos: EOS_SESSION, eth: ETH_SESSION })).toBe(EOS_SESSION);
    expect(payerSessionFor(ETH_CHOICE, { eos: EOS_SESSION, eth: ETH_SESSION })).toBe(ETH_SESSION);
  });

  it("is nobody without a choice, without a session on that chain, or with a wallet that cannot pay there", () => {
    expect(payerSessionFor(null, { eos: EOS_SESSION })).toBeNull();
    expect(payerSessionFor(EOS_CHOICE, { eth: ETH_SESSION })).toBeNull();
    expect(payerSessionFor(EOS_CHOICE, { eos: { ...ETH_SESSION, chain: "eos" } })).toBeNull();
    const { ethAddress: _address, ...withoutAddress } = ETH_SESSION;
    expect(payerSessionFor(ETH_CHOICE, { eth: withoutAddress })).toBeNull();
    expect(payerSessionFor(ETH_CHOICE, { eth: { ...EOS_SESSION, chain: "eth" } })).toBeNull();
  });

  it("is named by its account, or by its Ethereum address", () => {
    expect(payerName(EOS_SESSION)).toBe("alice");
    expect(payerName(ETH_SESSION)).toBe(PAYER);
  });
});
