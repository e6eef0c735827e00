import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";

export const BRIDGE_ANTELOPE_WALLET_REQUIRED = "An Antelope wallet is required";
const ANCHOR_DOWNLOAD_URL = "https://www.greymass.com/anchor";

/** The Bridge page's only content with the Ethereum browser wallet connected (spec 2 §1, §6). */
export function BridgeWalletNotice() {
  return (
    <Alert severity="info" data-testid="antelope-wallet-notice">
      <AlertTitle>{BRIDGE_ANTELOPE_WALLET_REQUIRED}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        The Bridge is not available with the Ethereum browser wallet. Log in with an Antelope wallet such as{" "}
        <Link href={ANCHOR_DOWNLOAD_URL} target="_blank" rel="noopener noreferrer">
          Anchor (download)
        </Link>
        .
      </Typography>
      <Typography variant="body2">
        To use the same key: export the account's private key from the browser wallet (Account details, Show
        private key), convert the 64 hex characters to the Antelope format (a PVT_K1_ or WIF key, e.g. with a
        key conversion tool you run locally), and import it into the Antelope wallet.
      </Typography>
    </Alert>
  );
}
