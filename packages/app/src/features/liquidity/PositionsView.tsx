import Refresh from "@mui/icons-material/Refresh";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import IconButton from "@mui/material/IconButton";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatUsd } from "../../shared/format/formatUsd";
import { msg } from "../../shared/i18n/msg";
import { t, translate } from "../../shared/i18n/translate";
import { liquidityTabPath } from "../../shared/routes/liquidityTabs";
import { AMOUNT_CELL, ONE_LINE_CELL } from "../../shared/ui/tableCells";
import type { PositionRow } from "./liquidityPositions";
import { positionLinks } from "./positionLinks";

/** Spec 2 §2, exactly. */
export const CONNECT_TO_VIEW_POSITIONS = msg(
  "You must connect to a wallet in order to view your Liquidity Positions.",
);
/** ours: the no-positions view's text; its button is the spec's 'Add Liquidity'. */
export const NO_POSITIONS = msg("You have no liquidity positions yet.");
export const ADD_LIQUIDITY_LABEL = msg("Add Liquidity");

export interface PositionsViewProps {
  readonly walletConnected: boolean;
  /** Pools or balances are still loading. */
  readonly loading: boolean;
  readonly rows: readonly PositionRow[];
  /** 'Last updated …' text, null before the first answer. */
  readonly updatedText: string | null;
  readonly refreshing: boolean;
  readonly onRefresh: () => void;
  readonly mobile: boolean;
  /** Rendered where a Connect Wallet button belongs (without a wallet). */
  readonly connectWallet?: ReactNode;
}

function usdText(value: string | null): string {
  return value === null ? "—" : (formatUsd(value) ?? "—");
}

/**
 * The row's links. In the table they stand one above the other, each label on one line: side by side they
 * wrapped into two-line buttons and doubled the row's height.
 */
function RowActions({ poolName, stacked = false }: { poolName: string; stacked?: boolean }) {
  return (
    <Box
      sx={{
        display: "flex",
        gap: stacked ? 0.5 : 1,
        flexDirection: stacked ? "column" : "row",
        alignItems: stacked ? "stretch" : "center",
        flexWrap: stacked ? "nowrap" : "wrap",
      }}
    >
      {positionLinks(poolName).map((link) => (
        <Button
          key={link.label}
          size="small"
          variant="outlined"
          component={Link}
          to={link.to}
          sx={ONE_LINE_CELL}
        >
          {translate(link.label)}
        </Button>
      ))}
    </Box>
  );
}

/** A pool's token symbols: each kept whole, the list free to break between them (a 5-token pool is wide). */
function TokenSymbols({ symbols }: { symbols: readonly string[] }) {
  return symbols.map((symbol, index) => (
    <span key={symbol}>
      {index > 0 && " / "}
      <Box component="span" data-testid="position-token-symbol" sx={ONE_LINE_CELL}>
        {symbol}
      </Box>
    </span>
  ));
}

/** The user's share of each token, a line each: amounts right-aligned in one column, symbols in the next. */
function TokenShares({ row }: { row: PositionRow }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        display: "inline-grid",
        gridTemplateColumns: "auto auto",
        columnGap: 0.5,
      }}
    >
      {row.tokens.map((token) => (
        <Box
          component="li"
          key={token.symbol}
          sx={{ ...ONE_LINE_CELL, display: "grid", gridColumn: "1 / -1", gridTemplateColumns: "subgrid" }}
        >
          <Box component="span" sx={AMOUNT_CELL} data-testid="position-token-amount">
            {token.amountText}
          </Box>{" "}
          <span>{token.symbol}</span>
        </Box>
      ))}
    </Box>
  );
}

function PositionsTable({ rows }: { rows: readonly PositionRow[] }) {
  return (
    // A narrow window scrolls the table sideways inside this container, never the page.
    <TableContainer>
      <Table size="small" aria-label={t("Liquidity positions")} sx={{ "& th": ONE_LINE_CELL }}>
        <TableHead>
          <TableRow>
            <TableCell>{t("Pool")}</TableCell>
            <TableCell>{t("Tokens")}</TableCell>
            <TableCell align="right">{t("LP Amount")}</TableCell>
            <TableCell align="right">{t("Share of Pool")}</TableCell>
            <TableCell>{t("Your Tokens")}</TableCell>
            <TableCell align="right">{t("Value (USD)")}</TableCell>
            <TableCell>{t("Actions")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.poolName} data-testid={`positions-row-${row.poolName}`}>
              <TableCell sx={{ ...ONE_LINE_CELL, fontWeight: 600 }}>{row.poolName}</TableCell>
              <TableCell>
                <TokenSymbols symbols={row.tokens.map((t) => t.symbol)} />
              </TableCell>
              <TableCell align="right" sx={AMOUNT_CELL}>
                {row.lpText} {row.lpSymbol}
              </TableCell>
              <TableCell align="right" sx={AMOUNT_CELL}>
                {row.sharePercentText}%
              </TableCell>
              <TableCell sx={ONE_LINE_CELL}>
                <TokenShares row={row} />
              </TableCell>
              <TableCell align="right" sx={AMOUNT_CELL}>
                {usdText(row.usdValue)}
              </TableCell>
              <TableCell>
                <RowActions poolName={row.poolName} stacked />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function PositionCards({ rows }: { rows: readonly PositionRow[] }) {
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      {rows.map((row) => (
        <Card key={row.poolName} variant="outlined" data-testid={`positions-row-${row.poolName}`}>
          <CardContent sx={{ display: "grid", gap: 0.5 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {row.poolName}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {row.tokens.map((t) => t.symbol).join(" / ")}
            </Typography>
            <Typography variant="body2">
              {row.lpText} {row.lpSymbol} · {t("{percent}% of the pool", { percent: row.sharePercentText })} ·{" "}
              {usdText(row.usdValue)}
            </Typography>
            <TokenShares row={row} />
          </CardContent>
          <CardActions>
            <RowActions poolName={row.poolName} />
          </CardActions>
        </Card>
      ))}
    </Box>
  );
}

/** The Liquidity Positions tab (spec 2 §2): a row per pool the user holds LP of, with its actions. */
export function PositionsView(props: PositionsViewProps) {
  if (!props.walletConnected) {
    return (
      <Box sx={{ display: "grid", gap: 2, justifyItems: "start" }}>
        <Typography data-testid="positions-no-wallet">{translate(CONNECT_TO_VIEW_POSITIONS)}</Typography>
        {props.connectWallet}
      </Box>
    );
  }
  return (
    // minmax(0, 1fr): the column is never wider than the page, so a wide table scrolls in its container.
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "minmax(0, 1fr)" }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, justifyContent: "flex-end" }}>
        <Typography variant="body2" color="textSecondary" data-testid="positions-updated">
          {t("Last updated {age}", { age: props.updatedText ?? "—" })}
        </Typography>
        <Tooltip title={t("Refresh")}>
          <span>
            <IconButton
              size="small"
              onClick={props.onRefresh}
              disabled={props.refreshing}
              aria-label={t("Refresh positions")}
              data-testid="positions-refresh"
            >
              <Refresh fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      {props.loading && (
        <Box aria-busy="true" aria-label={t("Loading positions")} sx={{ display: "grid", gap: 1 }}>
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={48} />
        </Box>
      )}
      {!props.loading && props.rows.length === 0 && (
        <Box sx={{ display: "grid", gap: 2, justifyItems: "start" }} data-testid="positions-empty">
          <Typography>{translate(NO_POSITIONS)}</Typography>
          <Button variant="contained" component={Link} to={liquidityTabPath("add")}>
            {translate(ADD_LIQUIDITY_LABEL)}
          </Button>
        </Box>
      )}
      {!props.loading &&
        props.rows.length > 0 &&
        (props.mobile ? <PositionCards rows={props.rows} /> : <PositionsTable rows={props.rows} />)}
    </Box>
  );
}
