import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { NetworkConfig } from "@ux/core/config";
import { useNetworkConfig } from "../../shared/config/networkConfigContext";
import { t, translate } from "../../shared/i18n/translate";
import { notify } from "../../shared/notifications/notify";
import {
  GENERATE_A_NEW_LINK,
  SIGN_VERIFICATION,
  useSwapSocket,
  verificationFailed,
} from "../../shared/swapSocket";
import { useSessionMap } from "../../shared/wallet/walletSelectors";
import type { WalletSession } from "../../shared/wallet/walletSession";
import { NATIVE_CHAIN } from "../../shared/wallet/walletState";
import { bindWalletServiceSession, useLoginPrompt } from "../auth";
import { ReferralLinksTable } from "./ReferralLinksTable";
import { referralRows } from "./referralLinks";
import { LOG_IN, LOGIN_PROMPT, VERIFY_PROMPT } from "./referralsTexts";
import { useReferrals } from "./useReferrals";

const clipboard = { notify, writeClipboard: (text: string) => navigator.clipboard.writeText(text) };

/** The login prompt without a UX account; with one, verification and then the links. */
export function ReferralsWorkspace() {
  const config = useNetworkConfig();
  const session = useSessionMap()[NATIVE_CHAIN] ?? null;
  const { openLogin, loginPrompt } = useLoginPrompt();
  if (session === null)
    return (
      <Stack spacing={2} sx={{ alignItems: "flex-start" }} data-testid="referrals-login">
        <Typography>{translate(LOGIN_PROMPT)}</Typography>
        <Button
          variant="contained"
          onClick={(event) => openLogin(event.currentTarget)}
          data-testid="referrals-login-button"
        >
          {translate(LOG_IN)}
        </Button>
        {loginPrompt}
      </Stack>
    );
  return <ReferralsForAccount key={session.actor} config={config} session={session} />;
}

/** One account's verification and links: a new account (or a logout) starts from unverified. */
function ReferralsForAccount({ config, session }: { config: NetworkConfig; session: WalletSession }) {
  const client = useSwapSocket(config, session, bindWalletServiceSession);
  const referrals = useReferrals(client, clipboard);
  const { verification } = referrals;
  if (verification.status === "checking")
    return <CircularProgress size={24} aria-label={t("Checking verification")} />;
  if (verification.status !== "verified")
    return (
      <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
        <Typography>{translate(VERIFY_PROMPT)}</Typography>
        {verification.status === "failed" && (
          <Alert severity="error" data-testid="referrals-verification-failed">
            {verificationFailed(verification.reason)}
          </Alert>
        )}
        <Button
          variant="contained"
          onClick={referrals.verify}
          disabled={verification.status === "verifying" || client === null}
          data-testid="referrals-sign"
        >
          {translate(SIGN_VERIFICATION)}
        </Button>
      </Stack>
    );
  return (
    <Card variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
            <Button
              variant="contained"
              onClick={referrals.generate}
              disabled={referrals.generating}
              data-testid="referrals-generate"
            >
              {translate(GENERATE_A_NEW_LINK)}
            </Button>
          </Stack>
          {referrals.refusal !== null && <Alert severity="warning">{translate(referrals.refusal)}</Alert>}
          <ReferralLinksTable
            rows={referrals.codes === null ? null : referralRows(referrals.codes, window.location.origin)}
            onCopy={referrals.copy}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
