import AccountBalanceWalletOutlined from "@mui/icons-material/AccountBalanceWalletOutlined";
import Button from "@mui/material/Button";
import { lazy, Suspense, useState } from "react";

const LoginPopover = lazy(() => import("./LoginPopover").then((m) => ({ default: m.LoginPopover })));

/** The header's wallet area. No wallet can log in on this build, so it always reads 'Not Connected'. */
export function WalletArea() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        startIcon={<AccountBalanceWalletOutlined />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: "nowrap" }}
      >
        Not Connected
      </Button>
      {anchor !== null && (
        <Suspense fallback={null}>
          <LoginPopover anchorEl={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
