import Alert from "@mui/material/Alert";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useNetworkConfig } from "../../shared/config/networkConfigContext";
import { translate } from "../../shared/i18n/translate";
import { useSwapSocket, useSwapState } from "../../shared/swapSocket";
import { useSessionMap } from "../../shared/wallet/walletSelectors";
import { NATIVE_CHAIN } from "../../shared/wallet/walletState";
import { bindWalletServiceSession, connectEthereumWallet, logout } from "../auth";
import { liveOrderDeps, liveWalletDeps, uxLabel } from "./liveResourcesDeps";
import { ResourcesConfirmDialog } from "./ResourcesConfirmDialog";
import { ResourcesForm } from "./ResourcesForm";
import { ResourcesProgressDialog } from "./ResourcesProgressDialog";
import { NO_PAIRS, SERVICE_LOADING, SERVICE_OFFLINE } from "./resourcesTexts";
import { useResourcesForm } from "./useResourcesForm";
import { useResourcesSwap } from "./useResourcesSwap";

/** The page's parts wired to the swap socket, the browser wallet and the chain reads. */
export function ResourcesWorkspace() {
  const config = useNetworkConfig();
  const sessions = useSessionMap();
  const client = useSwapSocket(config, sessions[NATIVE_CHAIN] ?? null, bindWalletServiceSession);
  const pairs = useSwapState((state) => state.pairs);
  const liveInfo = useSwapState((state) => state.liveInfo);
  const connected = useSwapState((state) => state.connected);
  const form = useResourcesForm(config, pairs, liveInfo, sessions);
  const swap = useResourcesSwap(client, {
    wallet: liveWalletDeps(config),
    orders: liveOrderDeps,
    uxLabel: uxLabel(config),
    now: Date.now,
    onFinished: form.clearAmount,
  });

  if (pairs === null || liveInfo === null)
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: "center" }} data-testid="resources-loading">
        <CircularProgress size={20} aria-hidden />
        <Typography color="textSecondary">{translate(SERVICE_LOADING)}</Typography>
      </Stack>
    );
  if (form.tokens.length === 0) return <Alert severity="info">{translate(NO_PAIRS)}</Alert>;

  const connect = () => {
    if (form.sendingChain !== null) void connectEthereumWallet(config, form.sendingChain);
  };
  return (
    <Stack spacing={2}>
      {!connected && <Alert severity="warning">{translate(SERVICE_OFFLINE)}</Alert>}
      <Card variant="outlined" sx={{ minWidth: 0 }}>
        <CardContent>
          <ResourcesForm
            config={config}
            form={form}
            busy={swap.step.kind !== "form"}
            onConnect={connect}
            onLogout={() => {
              if (form.sendingChain !== null) void logout(config, form.sendingChain);
            }}
            onSubmit={() => {
              const plan = form.plan(crypto.randomUUID());
              if (plan !== null) swap.confirm(plan);
            }}
          />
        </CardContent>
      </Card>
      {swap.step.kind === "confirm" && (
        <ResourcesConfirmDialog plan={swap.step.plan} onCancel={swap.cancel} onExecute={swap.execute} />
      )}
      {swap.progress !== null && (
        <ResourcesProgressDialog progress={swap.progress} closable={swap.closable} onClose={swap.finish} />
      )}
    </Stack>
  );
}
