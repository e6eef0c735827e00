import Button from "@mui/material/Button";
import type { NetworkConfig } from "@ux/core/config";
import { CONNECT_WALLET } from "@ux/core/forms";
import { useState } from "react";
import { translate } from "../../shared/i18n/translate";
import { walletForChain } from "./loginOptions";
import { NetworkChooserDialog } from "./NetworkChooserDialog";

/**
 * 'Connect Wallet' for one chain (spec 2 §6): the network chooser limited to that chain, with the wallet
 * that chain takes (walletForChain).
 */
export function ConnectWalletButton({ config, chain }: { config: NetworkConfig; chain: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {translate(CONNECT_WALLET)}
      </Button>
      {open && (
        <NetworkChooserDialog
          config={config}
          wallet={walletForChain(config, chain)}
          prefersMobile={false}
          onlyChain={chain}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
