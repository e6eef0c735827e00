import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { STAKE_CPU_ACTION, STAKE_NET_ACTION } from "@ux/core/chainClient";
import type { NetworkConfig } from "@ux/core/config";
import { useId, useState } from "react";
import {
  BUY_RAM_LABEL,
  NOT_ENOUGH_UTXRAM_TEXT,
  RAM_RATE_TEXT,
  ramDialogData,
} from "../../../shared/chain/ramPurchase";
import { buyRamBytesAction, stakeTopUpAction } from "../../../shared/chain/resourceActions";
import { msg } from "../../../shared/i18n/msg";
import { t, translate } from "../../../shared/i18n/translate";
import { notify } from "../../../shared/notifications/notify";
import { submitActions } from "./submitActions";
import { closeTransactionFixDialog, type TransactionFixDialog } from "./transactionDialogStore";

/** ours: the notifications that follow a fix (spec 1 §8 says only that success or error follows). */
export const RAM_PURCHASED = msg("RAM purchased");
export function stakedTopUp(resource: "cpu" | "net"): string {
  return t("Staked 50 UTX to {resource}", { resource: resource.toUpperCase() });
}

/** The insufficient-RAM dialog (KB needed, rate, balance, Buy RAM) and the CPU/NET stake offer. */
export function TransactionFixDialogView({
  config,
  dialog,
}: {
  config: NetworkConfig;
  dialog: TransactionFixDialog;
}) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);

  const run = async (fix: () => Promise<unknown>, success: string) => {
    setBusy(true);
    closeTransactionFixDialog();
    try {
      await fix();
      notify.success(success);
    } catch {
      // submitActions has already shown the readable error.
    } finally {
      setBusy(false);
    }
  };

  if (dialog.kind === "insufficientRam") {
    const data = ramDialogData(dialog.kbNeeded, dialog.utxramUnits);
    const buy = () =>
      run(
        () =>
          submitActions(config, dialog.chain, (signer) => [
            buyRamBytesAction(signer, dialog.account, dialog.kbNeeded),
          ]),
        RAM_PURCHASED,
      );
    return (
      <Dialog open onClose={closeTransactionFixDialog} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{t("Insufficient RAM")}</DialogTitle>
        <DialogContent sx={{ display: "grid", gap: 1 }}>
          <Typography>
            {t("{account} needs", { account: dialog.account })}{" "}
            <strong data-testid="ram-kb-needed">{t("{kb} KB", { kb: data.kbNeeded.toString() })}</strong>{" "}
            {t("more RAM")} (
            <span data-testid="ram-bytes-needed">
              {t("{bytes} bytes", { bytes: data.bytesNeeded.toString() })}
            </span>
            , {data.costText}).
          </Typography>
          <Typography color="textSecondary">{translate(RAM_RATE_TEXT)}</Typography>
          <Typography>
            {t("Your UTXRAM balance:")} <span data-testid="ram-balance">{data.balanceText}</span>
          </Typography>
          {!data.canBuy && <Typography color="error">{translate(NOT_ENOUGH_UTXRAM_TEXT)}</Typography>}
        </DialogContent>
        <DialogActions>
          <Button onClick={closeTransactionFixDialog}>{t("Close")}</Button>
          {data.canBuy && (
            <Button variant="contained" disabled={busy} onClick={buy}>
              {translate(BUY_RAM_LABEL)}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    );
  }

  const label = dialog.resource === "cpu" ? STAKE_CPU_ACTION : STAKE_NET_ACTION;
  const stake = () =>
    run(
      () => submitActions(config, dialog.chain, (signer) => [stakeTopUpAction(signer, dialog.resource)]),
      stakedTopUp(dialog.resource),
    );
  return (
    <Dialog open onClose={closeTransactionFixDialog} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>
        {t("Not enough {resource}", { resource: dialog.resource.toUpperCase() })}
      </DialogTitle>
      <DialogContent>
        <Typography>{translate(dialog.message)}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={closeTransactionFixDialog}>{t("Close")}</Button>
        <Button variant="contained" disabled={busy} onClick={stake}>
          {translate(label)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
