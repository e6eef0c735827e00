import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { msg } from "../../../shared/i18n/msg";
import { t, translate } from "../../../shared/i18n/translate";
import type { AnchorApp } from "../loginOptions";
import type { WalletPrompt, WalletPromptElement } from "../walletPromptStore";

/** ours: what opens the request in the wallet app the login dialog chose. */
export const OPEN_IN_MOBILE_APP = msg("Open in your mobile wallet app");
export const ON_ANOTHER_DEVICE = msg("On another device? Open this request there:");
export const DESKTOP_WALLET_INSTEAD = msg("Using the desktop wallet on this computer?");

interface LinkData {
  href?: unknown;
  label?: unknown;
}
interface ButtonData {
  onClick?: unknown;
  label?: unknown;
}
interface CountdownData {
  label?: unknown;
  end?: unknown;
}

const text = (value: unknown, fallback: string) =>
  typeof value === "string" && value !== "" ? value : fallback;
/** Only wallet protocol links may be opened from a prompt (Anchor's esr: and anchor: links). */
const safeHref = (value: unknown) =>
  typeof value === "string" && /^(?:esr|anchor|https?):/i.test(value) ? value : undefined;

function PromptElement({ element, app }: { element: WalletPromptElement; app: AnchorApp }) {
  switch (element.type) {
    case "link": {
      const data = (element.data ?? {}) as LinkData;
      const href = safeHref(data.href);
      if (href === undefined) return null;
      const label = text(data.label ?? element.label, t("Open wallet"));
      // The mobile wallet app was chosen: launching a wallet on this computer is the other way.
      if (app === "mobile")
        return (
          <Typography variant="body2" color="textSecondary">
            {translate(DESKTOP_WALLET_INSTEAD)} <Link href={href}>{label}</Link>
          </Typography>
        );
      return (
        <Button variant="contained" href={href}>
          {label}
        </Button>
      );
    }
    case "qr": {
      // No QR renderer is bundled: the request itself is the link a wallet app opens.
      const href = safeHref(element.data);
      if (href === undefined) return null;
      if (app === "mobile")
        return (
          <Button variant="contained" href={href}>
            {translate(OPEN_IN_MOBILE_APP)}
          </Button>
        );
      return (
        <Typography variant="body2" color="textSecondary">
          {translate(ON_ANOTHER_DEVICE)}{" "}
          <Link href={href} sx={{ wordBreak: "break-all" }}>
            {t("signing request")}
          </Link>
        </Typography>
      );
    }
    case "countdown": {
      const data = (element.data ?? {}) as CountdownData;
      const end = typeof data.end === "string" ? new Date(data.end) : undefined;
      return (
        <Typography variant="body2" color="textSecondary">
          {text(data.label ?? element.label, t("Waiting for the wallet"))}
          {end && !Number.isNaN(end.getTime())
            ? ` ${t("(until {time})", { time: end.toLocaleTimeString() })}`
            : ""}
        </Typography>
      );
    }
    case "button": {
      const data = (element.data ?? {}) as ButtonData;
      const onClick = typeof data.onClick === "function" ? (data.onClick as () => void) : undefined;
      return (
        <Button variant="outlined" onClick={onClick} disabled={onClick === undefined}>
          {text(data.label ?? element.label, t("Continue"))}
        </Button>
      );
    }
    default:
      return null;
  }
}

/** The chosen app's element first: the launch link for the desktop wallet, the request for the mobile app. */
function leading(element: WalletPromptElement, app: AnchorApp): number {
  if (element.type === "link") return app === "desktop" ? 0 : 1;
  if (element.type === "qr") return app === "mobile" ? 0 : 1;
  return 2;
}

/**
 * A wallet plugin's prompt (Anchor: launch the wallet, or complete the request on another device), led by
 * the wallet app the login dialog chose: the desktop wallet's launch link, or the request opened in the
 * mobile wallet app.
 */
export function WalletPromptDialog({ prompt, app = "desktop" }: { prompt: WalletPrompt; app?: AnchorApp }) {
  const titleId = useId();
  const elements = [...prompt.elements].sort((a, b) => leading(a, app) - leading(b, app));
  return (
    <Dialog open onClose={prompt.onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{prompt.title}</DialogTitle>
      <DialogContent>
        {prompt.body && <Typography sx={{ mb: 2 }}>{prompt.body}</Typography>}
        <Box sx={{ display: "grid", gap: 1.5 }}>
          {elements.map((element, index) => (
            // Elements have no ids; their order is fixed for the life of the prompt.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <PromptElement key={index} element={element} app={app} />
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={prompt.onClose}>{t("Cancel")}</Button>
      </DialogActions>
    </Dialog>
  );
}
