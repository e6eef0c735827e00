import { ethereumOwnershipMessage, readOwnershipProof } from "@ux/core/auth";
import { createChainClient } from "@ux/core/chainClient";
import { PrivateKey } from "@wharfkit/antelope";
import { verifyMessage, Wallet } from "ethers";
import { describe, expect, it } from "vitest";
import { utf8Hex, walletProofSigner } from "../../../src/features/auth/walletProofSigner";
import type { WalletSession } from "../../../src/shared/wallet/walletSession";
import { FakeNode } from "../../shared/chain/fakeNode";
import { testConfig } from "../../shared/config/testConfig";
import { FakeProvider, rpcError } from "../../shared/ethereum/fakeProvider";

const USER = "alice1111111";
const KEY = PrivateKey.from("5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3");
const NONCE = "0123456789abcdef0123456789abcdef";
// Hardhat's public development account 1.
const ETH_WALLET = new Wallet("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");

const antelopeSession: WalletSession = {
  chain: "ux",
  actor: USER,
  permission: "active",
  walletPlugin: "privatekey",
};
const metamaskSession: WalletSession = {
  chain: "ux",
  actor: USER,
  permission: "active",
  walletPlugin: "metamask",
  ethAddress: ETH_WALLET.address,
};

describe("the wallet's ownership proofs", () => {
  it("Antelope: auth.ux::prove {account, nonce} under a fresh TaPoS header, signed by the session's key", async () => {
    const config = testConfig();
    config.testAccounts = [{ chain: "ux", account: USER, permission: "active", privateKey: KEY.toString() }];
    const node = new FakeNode();
    const signer = walletProofSigner(config, antelopeSession, {
      node: createChainClient("http://127.0.0.1:8888", { fetch: node.fetch }),
    });
    const proof = await signer.signAntelopeProof(NONCE);
    const chainId = config.chains.ux?.chain_id ?? "";
    const reading = readOwnershipProof(proof.serializedTransaction, proof.signatures, chainId);
    // get_info moved head to 1002: the header refers to block 999 and expires 360 s after head's time.
    const headTime = Date.parse("2026-03-01T12:00:01.000Z");
    expect(reading).toEqual({
      ok: true,
      claim: {
        account: USER,
        permission: "active",
        nonce: NONCE,
        expiresAtMs: headTime + 360_000,
        signingKeys: [KEY.toPublic().toString()],
      },
    });
    expect(node.requests.map((r) => [r.path, r.body])).toEqual([
      ["/v1/chain/get_info", undefined],
      ["/v1/chain/get_block_info", { block_num: 999 }],
    ]);
  });

  it("Ethereum: personal_sign of the message as UTF-8 hex by the session's address", async () => {
    const message = ethereumOwnershipMessage(USER, NONCE);
    const provider = new FakeProvider({
      personal_sign: (params) => {
        const [hex] = params as [string, string];
        return ETH_WALLET.signMessage(Buffer.from(hex.slice(2), "hex"));
      },
    });
    const signer = walletProofSigner(testConfig(), metamaskSession, { provider: () => provider });
    const signature = await signer.signEthereumMessage(ETH_WALLET.address, message);
    expect(provider.calls).toEqual([
      { method: "personal_sign", params: [utf8Hex(message), ETH_WALLET.address] },
    ]);
    expect(utf8Hex("UX é")).toBe("0x555820c3a9");
    expect(verifyMessage(message, signature)).toBe(ETH_WALLET.address);
  });

  it("Ethereum: no wallet, a declined prompt, or an answer that is no signature", async () => {
    const sign = (provider: FakeProvider | null) =>
      walletProofSigner(testConfig(), metamaskSession, { provider: () => provider }).signEthereumMessage(
        ETH_WALLET.address,
        "m",
      );
    await expect(sign(null)).rejects.toThrow("Metamask not found");
    const declined = rpcError(4001, "User denied message signature.");
    await expect(sign(new FakeProvider({ personal_sign: () => Promise.reject(declined) }))).rejects.toBe(
      declined,
    );
    await expect(sign(new FakeProvider({ personal_sign: () => "0x1234" }))).rejects.toThrow(
      "The browser wallet returned no signature",
    );
  });
});
