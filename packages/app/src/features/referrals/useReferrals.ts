import { MAX_REFERRAL_LINKS_REACHED, type ReferralCodeEntry } from "@ux/core/accounts/socket";
import { useCallback, useEffect, useState } from "react";
import { translate } from "../../shared/i18n/translate";
import type { Notifier } from "../../shared/notifications/notifier";
import {
  COPIED_LINK_TO_CLIPBOARD,
  type SwapSocketClient,
  setReferralCodes,
  useSwapState,
  verificationFailed,
} from "../../shared/swapSocket";
import { mayGenerateLink } from "./referralLinks";
import { COPY_FAILED, SERVICE_SILENT, SERVICE_UNREACHABLE } from "./referralsTexts";

/** Where proving the account stands (spec 1 §4 'Referral verification': not verified until the server confirms). */
export type Verification =
  /** A token kept from an earlier proof may bind the account without a signature: asking the service. */
  | { status: "checking" }
  | { status: "unverified" }
  | { status: "verifying" }
  | { status: "verified" }
  | { status: "failed"; reason: string };

export interface Referrals {
  verification: Verification;
  /** 'Sign verification': the proven session's proof (the wallet signs the service's nonce). */
  verify(): void;
  /** The account's links once verified (null while they load). */
  codes: ReferralCodeEntry[] | null;
  generating: boolean;
  /** 'Generate A New Link' (getNewCode). */
  generate(): void;
  /** Why the last Generate did not make a link (e.g. the max-links text), shown under the button. */
  refusal: string | null;
  copy(link: string): void;
}

export interface ReferralsDeps {
  notify: Pick<Notifier, "success" | "error">;
  writeClipboard(text: string): Promise<void>;
}

const CHECKING: Verification = { status: "checking" };

/**
 * Referrals over the swap socket's proven session. Everything here belongs to the client it was made for:
 * a logout (or another account) brings another client, and with it an unverified state and no codes.
 */
export function useReferrals(client: SwapSocketClient | null, deps: ReferralsDeps): Referrals {
  const [state, setState] = useState<{ client: SwapSocketClient | null; verification: Verification }>({
    client,
    verification: CHECKING,
  });
  const [generating, setGenerating] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const connected = useSwapState((store) => store.connected);
  const account = client?.account ?? null;
  const codes = useSwapState((store) =>
    account !== null && store.codesAccount === account ? store.codes : null,
  );
  const verification = state.client === client ? state.verification : CHECKING;
  const { notify, writeClipboard } = deps;

  const settle = useCallback(
    (next: Verification) =>
      setState((current) => (current.client === client ? { client, verification: next } : current)),
    [client],
  );

  const loadCodes = useCallback(async () => {
    if (client === null || account === null) return;
    const answer = await client.getCodes();
    if (answer.kind === "answered") setReferralCodes(account, answer.answer);
  }, [client, account]);

  useEffect(() => {
    setState({ client, verification: CHECKING });
    setRefusal(null);
  }, [client]);

  // A kept token binds silently once connected; otherwise the page asks for 'Sign verification'.
  useEffect(() => {
    if (client === null || !connected) return;
    let live = true;
    void client.whenVerified().then((binding) => {
      if (!live) return;
      setState((current) => {
        if (current.client !== client) return current;
        const { status } = current.verification;
        if (status !== "checking" && status !== "unverified") return current;
        return {
          client,
          verification: binding.status === "bound" ? { status: "verified" } : { status: "unverified" },
        };
      });
      if (binding.status === "bound") void loadCodes();
    });
    return () => {
      live = false;
    };
  }, [client, connected, loadCodes]);

  const verify = useCallback(() => {
    if (client === null) return;
    settle({ status: "verifying" });
    void client.verify().then((binding) => {
      if (binding.status === "bound") {
        settle({ status: "verified" });
        void loadCodes();
        return;
      }
      // A refusal or a failed signature was shown by the session as 'Verification failed: {reason}'.
      const reason = binding.status === "offline" ? translate(SERVICE_UNREACHABLE) : binding.reason;
      if (binding.status === "offline") notify.error(verificationFailed(reason));
      settle({ status: "failed", reason });
    });
  }, [client, settle, loadCodes, notify]);

  const generate = useCallback(() => {
    if (client === null || account === null || generating) return;
    if (codes !== null && !mayGenerateLink(codes)) {
      setRefusal(MAX_REFERRAL_LINKS_REACHED);
      notify.error(MAX_REFERRAL_LINKS_REACHED);
      return;
    }
    setGenerating(true);
    setRefusal(null);
    void client.getNewCode().then((answer) => {
      setGenerating(false);
      if (answer.kind === "answered") setReferralCodes(account, answer.answer.codes);
      else if (answer.kind === "refused") setRefusal(answer.message);
      else notify.error(SERVICE_SILENT);
    });
  }, [client, account, codes, generating, notify]);

  const copy = useCallback(
    (link: string) => {
      writeClipboard(link).then(
        () => notify.success(COPIED_LINK_TO_CLIPBOARD),
        () => notify.error(COPY_FAILED),
      );
    },
    [writeClipboard, notify],
  );

  return { verification, verify, codes, generating, generate, refusal, copy };
}
