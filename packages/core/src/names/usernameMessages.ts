import { msg } from "../text/message";

/** The username checklist texts (spec 1 §5). */
export const USERNAME_MESSAGES = {
  length: msg("12 characters long"),
  // The spec elides the rest of this text ('Only contain {hash}'); completed by us from the rule
  // it states ("only characters 1-5 and a-z").
  characters: msg("Only contain a-z and 1-5"),
  unique: msg("Unique name"),
} as const;
