/** Why a startup could not rebuild the chain from its folder. */
export class ReplayError extends Error {
  override name = "ReplayError";
}
