import { forgetAccountProofs } from "../../../src/shared/serviceSession/accountProofs";
import type { HandshakeDeps } from "../../../src/shared/serviceSession/provenSessionHandshake";
import {
  bindServiceSession,
  type ServiceSession,
  type ServiceSessionOptions,
} from "../../../src/shared/serviceSession/serviceSession";
import {
  type KeyValueStorage,
  sessionTokenStore,
} from "../../../src/shared/serviceSession/sessionTokenStore";
import type { FakeSocket } from "../socket/fakeSocket";
import { NOW } from "./fakeSessionServer";

const opened: ServiceSession[] = [];

/**
 * A service session bound as the app binds one, for a test: its tokens kept in `storage`, the errors it
 * shows collected in `shown`, no log, the fake server's clock. closeTestSessions ends it after the test.
 */
export function bindTestSession(
  socket: FakeSocket,
  deps: Pick<HandshakeDeps, "service" | "identity" | "signer" | "failureText"> & {
    storage: KeyValueStorage;
    shown: string[];
  },
  options?: ServiceSessionOptions,
): ServiceSession {
  const { storage, shown, ...rest } = deps;
  const session = bindServiceSession(
    socket,
    {
      ...rest,
      tokens: sessionTokenStore(storage),
      notify: { error: (message) => shown.push(message) },
      log: () => undefined,
      now: () => NOW,
    },
    options,
  );
  opened.push(session);
  return session;
}

/** After a test: closes every session it bound and forgets what the account's proofs left behind. */
export function closeTestSessions(account: string): void {
  for (const session of opened.splice(0)) session.close();
  forgetAccountProofs(account);
}
