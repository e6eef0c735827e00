import type { ReferralCodeEntry } from "@ux/core/accounts/socket";
import { SESSION_TOKEN_TTL_MS } from "@ux/core/auth";
import { notify } from "../../../src/shared/notifications/notify";
import type {
  OwnershipProofSigner,
  ProvingIdentity,
} from "../../../src/shared/serviceSession/ownershipProofSigner";
import {
  bindServiceSession,
  type ServiceSessionOptions,
} from "../../../src/shared/serviceSession/serviceSession";
import {
  SESSION_TOKENS_STORAGE_KEY,
  sessionTokenStore,
} from "../../../src/shared/serviceSession/sessionTokenStore";
import { browserStorage } from "../../../src/shared/storage/browserStorage";
import { FakeSessionServer, NOW } from "../../shared/serviceSession/fakeSessionServer";
import { FakeSocket } from "../../shared/socket/fakeSocket";
import { codeEntry } from "../../shared/swapSocket/fixtures";

const ALICE = "alice1111111";

/**
 * The swap service's referral side as the Referrals page tests play it: the proven-session server
 * (FakeSessionServer), getCodes / getNewCode over one account's links, and a wallet that signs the proof.
 * Tokens live in the page's local storage, as the app keeps them.
 */
export function referralsWorld(
  options: {
    tokenKept?: boolean;
    codes?: ReferralCodeEntry[];
    refuseProof?: string;
    newCodeRefusal?: string;
  } = {},
) {
  const server = new FakeSessionServer();
  server.refuseProof = options.refuseProof ?? null;
  localStorage.clear();
  if (options.tokenKept) {
    const token = server.grant(ALICE);
    localStorage.setItem(
      SESSION_TOKENS_STORAGE_KEY,
      JSON.stringify({ [ALICE]: { token, expiresAt: NOW + SESSION_TOKEN_TTL_MS } }),
    );
  }
  let codes = options.codes ?? [];
  const sockets: FakeSocket[] = [];
  const signed: string[] = [];
  const signer: OwnershipProofSigner = {
    async signAntelopeProof(nonce) {
      signed.push(nonce);
      return { serializedTransaction: "00aa", signatures: ["SIG_K1_test"] };
    },
    signEthereumMessage: async () => `0x${"11".repeat(65)}`,
  };
  return {
    sockets,
    signed,
    socket(): FakeSocket {
      const socket = sockets.at(-1);
      if (socket === undefined) throw new Error("no swap socket opened");
      return socket;
    },
    openSocket(): FakeSocket {
      const socket = server.attach(new FakeSocket());
      const session = socket.answer;
      socket.answer = (event, payload) => {
        if (event === "getCodes") return codes;
        if (event === "getNewCode") {
          if (options.newCodeRefusal !== undefined) return { error: options.newCodeRefusal };
          codes = [...codes, codeEntry("newcode12345")];
          return { code: "newcode12345", codes };
        }
        return session(event, payload);
      };
      sockets.push(socket);
      return socket;
    },
    /** auth's bindWalletServiceSession with this world's wallet and clock. */
    bind(...args: unknown[]) {
      const [socket, service, , identity, sessionOptions] = args as [
        FakeSocket,
        string,
        unknown,
        ProvingIdentity,
        ServiceSessionOptions & { failureText?(service: string, reason: string): string },
      ];
      const { failureText, ...rest } = sessionOptions;
      return bindServiceSession(
        socket,
        {
          service,
          identity,
          signer,
          tokens: sessionTokenStore(browserStorage()),
          notify,
          log: () => undefined,
          now: () => NOW,
          ...(failureText === undefined ? {} : { failureText }),
        },
        rest,
      );
    },
    refuseProof(reason: string | null) {
      server.refuseProof = reason;
    },
  };
}
