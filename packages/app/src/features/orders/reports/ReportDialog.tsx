import ContentCopy from "@mui/icons-material/ContentCopy";
import OpenInNew from "@mui/icons-material/OpenInNew";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";
import { t, translate } from "../../../shared/i18n/translate";
import type { Order } from "../store/order";
import { reportView } from "./reportView";

function Row({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "140px 1fr" }, gap: { xs: 0, sm: 2 } }}>
      <Typography color="textSecondary">{label}</Typography>
      <Box data-testid={testId} sx={{ fontVariantNumeric: "tabular-nums", minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

function Quantities({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <Typography>—</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: "none" }}>
      {items.map((item) => (
        <Typography component="li" key={item} sx={{ fontWeight: 600 }}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

function TransactionId(props: {
  label: string;
  copyLabel: string;
  explorerLabel: string;
  testId: string;
  txId: string;
  link: string | undefined;
  onCopy: (text: string) => void;
}) {
  return (
    <Row label={props.label} testId={props.testId}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
        <Typography
          component="code"
          data-testid={`${props.testId}-hash`}
          sx={{ fontFamily: "monospace", fontSize: 13, wordBreak: "break-all" }}
        >
          {props.txId}
        </Typography>
        <Tooltip title={t("Copy")}>
          <IconButton
            size="small"
            aria-label={props.copyLabel}
            data-testid={`${props.testId}-copy`}
            onClick={() => props.onCopy(props.txId)}
          >
            <ContentCopy fontSize="small" />
          </IconButton>
        </Tooltip>
        {props.link !== undefined && (
          <Tooltip title={t("View in explorer")}>
            <IconButton
              size="small"
              component={Link}
              href={props.link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={props.explorerLabel}
              data-testid={`${props.testId}-explorer`}
            >
              <OpenInNew fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
    </Row>
  );
}

/**
 * The transaction report dialog (spec 1 §2): what was sent and received, the pool, and the transaction
 * (date, hash with a copy action and an explorer link). A failed order shows why instead.
 */
export function ReportDialog(props: {
  order: Order;
  txExplorer: string | undefined;
  onClose: () => void;
  onCopy: (text: string) => void;
}) {
  const { order } = props;
  const view = reportView(order, props.txExplorer);
  const titleId = useId();
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate(view.title)}</DialogTitle>
      <DialogContent data-testid="order-report-dialog" sx={{ display: "grid", gap: 1.5 }}>
        {view.errorMessage !== undefined && (
          <Alert severity="error" data-testid="report-error">
            {translate(view.errorMessage)}
          </Alert>
        )}
        <Row label={t("Type")} testId="report-type">
          <Typography>{translate(order.type)}</Typography>
        </Row>
        <Row label={t("Sent")} testId="report-sent">
          <Quantities items={view.sent} />
        </Row>
        <Row label={translate(view.receivedLabel)} testId="report-received">
          <Quantities items={view.received} />
        </Row>
        {view.refunded.length > 0 && (
          <Row label={t("Refunded")} testId="report-refunded">
            <Quantities items={view.refunded} />
          </Row>
        )}
        {view.pool !== null && (
          <Row label={t("Pool")} testId="report-pool">
            <Typography>{view.pool}</Typography>
          </Row>
        )}
        <Row label={t("Date")} testId="report-date">
          <Typography>{new Date(order.date).toLocaleString()}</Typography>
        </Row>
        {(
          [
            [
              t("Transaction"),
              t("Copy transaction hash"),
              t("View transaction in explorer"),
              "report-tx",
              view.txId,
              view.txLink,
            ],
            [
              t("Settlement"),
              t("Copy settlement hash"),
              t("View settlement in explorer"),
              "report-forward-tx",
              view.forwardTxId,
              view.forwardLink,
            ],
          ] as const
        ).map(
          ([label, copyLabel, explorerLabel, testId, txId, link]) =>
            txId !== undefined && (
              <TransactionId
                key={testId}
                label={label}
                copyLabel={copyLabel}
                explorerLabel={explorerLabel}
                testId={testId}
                txId={txId}
                link={link}
                onCopy={props.onCopy}
              />
            ),
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} data-testid="report-close">
          {t("Close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
