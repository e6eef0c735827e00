import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import { useState } from "react";
import { useTokenLogo } from "../../shared/config/tokenLogos";
import { NATIVE_CHAIN } from "../../shared/wallet/walletState";
import { avatarBackground, avatarFontSize, avatarLetters } from "./tokenIcons";

/**
 * A token icon (the AMM's tokens are the native chain's): the logo the network config names for it, else a
 * letter avatar in the token's own colour (no image service is needed). A logo that fails to load gives way
 * to the letters.
 */
export function TokenAvatar({
  symbol,
  contract,
  size = 28,
}: {
  symbol: string;
  contract: string;
  size?: number;
}) {
  const logo = useTokenLogo(NATIVE_CHAIN, { contract, symbol });
  // The logo that failed, rather than a flag, so a new logo for the same avatar gets its own try.
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const frame = { width: size, height: size, border: 2, borderColor: "background.paper" };
  if (logo !== undefined && logo !== failedLogo) {
    return (
      <Avatar title={symbol} sx={{ ...frame, bgcolor: "transparent" }}>
        <Box
          component="img"
          src={logo}
          alt={symbol}
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={() => setFailedLogo(logo)}
          sx={{ width: "100%", height: "100%", objectFit: "contain" }}
        />
      </Avatar>
    );
  }
  const letters = avatarLetters(symbol);
  return (
    <Avatar
      role="img"
      aria-label={symbol}
      title={symbol}
      sx={{
        ...frame,
        fontSize: avatarFontSize(letters, size),
        letterSpacing: letters.length > 3 ? "-0.03em" : undefined,
        fontWeight: 700,
        color: "common.white",
        bgcolor: avatarBackground(symbol),
      }}
    >
      {letters}
    </Avatar>
  );
}
