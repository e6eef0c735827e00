import Avatar from "@mui/material/Avatar";
import { avatarFontSize, avatarHue, avatarLetters } from "./tokenIcons";

/** A token icon: a letter avatar in the token's own colour (no image service is needed). */
export function TokenAvatar({ symbol, size = 28 }: { symbol: string; size?: number }) {
  const letters = avatarLetters(symbol);
  return (
    <Avatar
      role="img"
      aria-label={symbol}
      title={symbol}
      sx={{
        width: size,
        height: size,
        fontSize: avatarFontSize(letters, size),
        letterSpacing: letters.length > 3 ? "-0.03em" : undefined,
        fontWeight: 700,
        color: "#fff",
        bgcolor: `hsl(${avatarHue(symbol)} 55% 40%)`,
        border: 2,
        borderColor: "background.paper",
      }}
    >
      {letters}
    </Avatar>
  );
}
