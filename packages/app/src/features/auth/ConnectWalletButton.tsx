import Button from "@mui/material/Button";
import type { NetworkConfig } from "@ux/core/config";
import { CONNECT_WALLET } from "@ux/core/forms";
import { useState } from "react";
import { offersTestAccounts } from "./loginOptions";
import { NetworkChooserDialog } from "./NetworkChooserDialog";

/**
 * 'Connect Wallet' for one chain (spec 2 §6): the network chooser limited to that chain, with the devnet's
 * test accounts on the local network and Anchor elsewhere.
 */
export function ConnectWalletButton({ config, chain }: { config: NetworkConfig; chain: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {CONNECT_WALLET}
      </Button>
      {open && (
        <NetworkChooserDialog
          config={config}
          wallet={offersTestAccounts(config) ? "testAccount" : "anchor"}
          prefersMobile={false}
          onlyChain={chain}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
