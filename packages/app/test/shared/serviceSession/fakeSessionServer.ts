import { SESSION_TOKEN_TTL_MS } from "@ux/core/auth";
import type { FakeSocket } from "../socket/fakeSocket";

export const NOW = Date.parse("2026-03-01T12:00:00.000Z");

export const nonceNumber = (n: number) => n.toString(16).padStart(32, "0");
export const tokenNumber = (n: number) => `tok${String(n).padStart(40, "0")}`;

/**
 * The services' side of a proven session as a test plays it (server: auth/provenSession.ts): nonces in
 * order, one token book for every socket (the services' shared database), a proof accepted unless
 * `refuseProof` says why not. Unanswered events are those listed in `silent`.
 */
export class FakeSessionServer {
  readonly tokens = new Map<string, string>();
  readonly revoked: string[] = [];
  nonces = 0;
  issued = 0;
  refuseProof: string | null = null;
  readonly silent = new Set<string>();

  attach(socket: FakeSocket): FakeSocket {
    socket.answer = (event, payload) => this.answer(event, payload);
    return socket;
  }

  /** A token the services hold for `account`, as an earlier proof would have left it. */
  grant(account: string): string {
    this.issued += 1;
    const token = tokenNumber(this.issued);
    this.tokens.set(token, account);
    return token;
  }

  private answer(event: string, payload: unknown): unknown {
    if (this.silent.has(event)) return undefined;
    const body = (payload ?? {}) as { account?: string; token?: string };
    switch (event) {
      case "getNonce":
        this.nonces += 1;
        return { nonce: nonceNumber(this.nonces), expiresAt: NOW + 300_000 };
      case "setUser":
        return body.token !== undefined && this.tokens.get(body.token) === body.account
          ? { ok: true, account: body.account }
          : { error: `${body.account} is not proven on this connection`, proofRequired: true };
      case "verifyAuth":
      case "verifyAuthMetamask": {
        if (this.refuseProof !== null) return { error: this.refuseProof };
        const account = event === "verifyAuthMetamask" ? String(body.account) : "alice1111111";
        return { account, token: this.grant(account), expiresAt: NOW + SESSION_TOKEN_TTL_MS };
      }
      case "loggedOut":
        if (body.token !== undefined && this.tokens.delete(body.token)) this.revoked.push(body.token);
        return { ok: true };
      default:
        return { error: `unknown event ${event}` };
    }
  }
}
