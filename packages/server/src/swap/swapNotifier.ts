import type { Socket } from "socket.io";
import type { SwapJob } from "../db/swapJobStore";
import { jobNews, type News } from "./jobNews";

/*
 * Which connections follow which jobs: the one that submitted a job, and any that submits it again with the
 * same id (a reconnection). News goes to them only; a job nobody follows still completes, and its news is
 * repeated to whoever attaches later.
 */
export class SwapNotifier {
  private readonly followers = new Map<string, Set<Socket>>();

  constructor(private readonly confirmationsRequired: number) {}

  follow(id: string, socket: Socket): void {
    const sockets = this.followers.get(id) ?? new Set<Socket>();
    sockets.add(socket);
    this.followers.set(id, sockets);
  }

  forget(socket: Socket): void {
    for (const [id, sockets] of this.followers) {
      sockets.delete(socket);
      if (sockets.size === 0) this.followers.delete(id);
    }
  }

  send(id: string, news: readonly News[]): void {
    for (const socket of this.followers.get(id) ?? [])
      for (const item of news) socket.emit(item.event, item.payload);
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
