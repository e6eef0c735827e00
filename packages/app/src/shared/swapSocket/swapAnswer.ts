/** What a swap socket request came back with. */
export type SwapAnswer<Answer> =
  | { kind: "answered"; answer: Answer }
  /** The service refused: its text (the `msg` it also sent is shown already). */
  | { kind: "refused"; message: string }
  /** No connection, or no answer in time. */
  | { kind: "noAnswer" };
