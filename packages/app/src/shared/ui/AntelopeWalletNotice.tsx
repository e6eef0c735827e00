import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { msg } from "../i18n/msg";
import { t, translate } from "../i18n/translate";

export const ANTELOPE_WALLET_REQUIRED = msg("An Antelope wallet is required");
/** Spec 2 §1, as the spec words it. */
export const ETHEREUM_WALLET_NOT_SUPPORTED = msg(
  "The Ethereum browser wallet type is not supported on the Stake and Bridge pages.",
);
export const ANCHOR_DOWNLOAD_URL = "https://www.greymass.com/anchor";

/**
 * What the Stake and Bridge pages show instead of everything when the Ethereum browser wallet is connected
 * (spec 2 §1, §6): an Antelope wallet is needed, where to get one, and how to bring the browser wallet's
 * key over. One notice, one text, for both pages.
 */
export function AntelopeWalletNotice() {
  return (
    <Alert severity="info" data-testid="antelope-wallet-notice">
      <AlertTitle>{translate(ANTELOPE_WALLET_REQUIRED)}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate(ETHEREUM_WALLET_NOT_SUPPORTED)} {t("Log in with an Antelope wallet such as")}{" "}
        <Link href={ANCHOR_DOWNLOAD_URL} target="_blank" rel="noopener noreferrer">
          {t("Anchor (download)")}
        </Link>
        .
      </Typography>
      <Typography variant="body2">
        {t(
          "To use the same key: export the account's private key from the browser wallet (Account details, Show private key), convert the 64 hex characters to the Antelope format (a PVT_K1_ or WIF key, e.g. with a key conversion tool you run locally), and import it into the Antelope wallet.",
        )}
      </Typography>
    </Alert>
  );
}
