import type { NetworkConfig } from "@ux/core/config";
import { lazy, Suspense } from "react";
import type { WalletSession } from "../../shared/wallet/walletSession";

// The socket client and the report UI load only once a UX account is logged in.
const AmmOrdersHost = lazy(() => import("./host/AmmOrdersHost").then((m) => ({ default: m.AmmOrdersHost })));

/** The shell's mount point for the AMM orders host; render it only while a UX session exists. */
export function AmmOrdersSlot(props: { config: NetworkConfig; session: WalletSession }) {
  return (
    <Suspense fallback={null}>
      <AmmOrdersHost config={props.config} session={props.session} />
    </Suspense>
  );
}
