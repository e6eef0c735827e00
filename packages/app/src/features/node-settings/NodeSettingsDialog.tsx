import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { LATENCY_PROBES, PROBE_TIMEOUT_MS } from "@ux/core/config";
import { useId } from "react";
import { translate } from "../../shared/i18n/translate";
import { ChainNodeList } from "./ChainNodeList";
import { NODE_SETTINGS_TEXTS as T } from "./nodeSettingsTexts";
import { useNodeSettings } from "./useNodeSettings";

function NodeSettingsContent({ onClose, titleId }: { onClose: () => void; titleId: string }) {
  const settings = useNodeSettings();
  return (
    <>
      <DialogTitle id={titleId}>{translate(T.title)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{translate(T.intro)}</DialogContentText>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          {T.latencyNote(LATENCY_PROBES, PROBE_TIMEOUT_MS / 1000)} {translate(T.wrongChainHelp)}
        </DialogContentText>
        {settings.chains.map((nodes) => (
          <ChainNodeList key={nodes.chain} nodes={nodes} onChoose={settings.choose} />
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={settings.measureAgain} disabled={settings.measuring}>
          {translate(T.measureAgain)}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate(T.close)}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * The node settings panel (issue #17 item 5): each chain's nodes from the config with their measured
 * latency, the one in use checked. Loaded on first use; it opens over any page, the landing page included.
 */
export function NodeSettingsDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <NodeSettingsContent onClose={onClose} titleId={titleId} />
    </Dialog>
  );
}
