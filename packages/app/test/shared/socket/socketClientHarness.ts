import { FakeSocket } from "./fakeSocket";
import { recordingHandlers } from "./recordingHandlers";

/**
 * A service's socket client as its tests drive it: over a fake socket the test plays the server on, with
 * the given (fake) session, and handlers that record what the client hands on (`seen`).
 */
export function socketClientHarness<Handlers extends object, Session, Client>(
  create: (socket: FakeSocket, session: Session, handlers: Handlers) => Client,
  session: Session,
  handlerNames: readonly (keyof Handlers & string)[],
) {
  const socket = new FakeSocket();
  const { seen, handlers } = recordingHandlers<Handlers>(handlerNames);
  return { socket, session, client: create(socket, session, handlers), seen };
}
