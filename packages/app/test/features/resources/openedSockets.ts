import { FakeSocket } from "../../shared/socket/fakeSocket";

/** The swap sockets the page opened, newest last: socket.io's io() as the page tests mock it. */
export const openedSockets: FakeSocket[] = [];

export function openFakeSocket(): FakeSocket {
  const socket = new FakeSocket();
  openedSockets.push(socket);
  return socket;
}
