import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import type { WalletPrompt, WalletPromptElement } from "../walletPromptStore";

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

function PromptElement({ element }: { element: WalletPromptElement }) {
  switch (element.type) {
    case "link": {
      const data = (element.data ?? {}) as LinkData;
      const href = safeHref(data.href);
      if (href === undefined) return null;
      return (
        <Button variant="contained" href={href}>
          {text(data.label ?? element.label, "Open wallet")}
        </Button>
      );
    }
    case "qr": {
      // No QR renderer is bundled: the same request opens the wallet on this device.
      const href = safeHref(element.data);
      if (href === undefined) return null;
      return (
        <Typography variant="body2" color="text.secondary">
          On another device? Open this request there:{" "}
          <Link href={href} sx={{ wordBreak: "break-all" }}>
            signing request
          </Link>
        </Typography>
      );
    }
    case "countdown": {
      const data = (element.data ?? {}) as CountdownData;
      const end = typeof data.end === "string" ? new Date(data.end) : undefined;
      return (
        <Typography variant="body2" color="text.secondary">
          {text(data.label ?? element.label, "Waiting for the wallet")}
          {end && !Number.isNaN(end.getTime()) ? ` (until ${end.toLocaleTimeString()})` : ""}
        </Typography>
      );
    }
    case "button": {
      const data = (element.data ?? {}) as ButtonData;
      const onClick = typeof data.onClick === "function" ? (data.onClick as () => void) : undefined;
      return (
        <Button variant="outlined" onClick={onClick} disabled={onClick === undefined}>
          {text(data.label ?? element.label, "Continue")}
        </Button>
      );
    }
    default:
      return null;
  }
}

/** A wallet plugin's prompt (Anchor: launch the wallet, or complete the request on another device). */
export function WalletPromptDialog({ prompt }: { prompt: WalletPrompt }) {
  const titleId = useId();
  return (
    <Dialog open onClose={prompt.onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{prompt.title}</DialogTitle>
      <DialogContent>
        {prompt.body && <Typography sx={{ mb: 2 }}>{prompt.body}</Typography>}
        <Box sx={{ display: "grid", gap: 1.5 }}>
          {prompt.elements.map((element, index) => (
            // Elements have no ids; their order is fixed for the life of the prompt.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <PromptElement key={index} element={element} />
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={prompt.onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
