import type { Server, Socket } from "socket.io";
import type { SwapJob } from "../db/swapJobStore";
import { swapJobRoom } from "../socket/rooms";
import { jobNews, type News } from "./jobNews";

/*
 * Which connections follow which jobs: the one that submitted a job, and any that submits it again with the
 * same id (a reconnection), join the job's room. News goes to that room only, on whichever instance the
 * follower is connected to (the worker moving the job runs on one instance). A job nobody follows still
 * completes, and its news is repeated to whoever attaches later.
 */
export class SwapNotifier {
  constructor(
    private readonly io: Server,
    private readonly confirmationsRequired: number,
  ) {}

  follow(id: string, socket: Socket): void {
    socket.join(swapJobRoom(id));
  }

  send(id: string, news: readonly News[]): void {
    const room = this.io.to(swapJobRoom(id));
    for (const item of news) room.emit(item.event, item.payload);
  }

  /** Tells the job's followers its current news (after a state change). */
  publish(job: SwapJob): void {
    this.send(job.id, jobNews(job, this.confirmationsRequired));
  }

  /** Tells one socket the job's current news (on attaching). */
  replay(socket: Socket, job: SwapJob): void {
    for (const item of jobNews(job, this.confirmationsRequired)) socket.emit(item.event, item.payload);
  }
}
