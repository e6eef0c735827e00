import type { ServiceAnswer } from "../socket/serviceAnswer";

/** What a swap socket request came back with. */
export type SwapAnswer<Answer> = ServiceAnswer<Answer>;
