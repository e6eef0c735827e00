import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { translate } from "../../shared/i18n/translate";
import { NODE_SETTINGS_TEXTS as T } from "./nodeSettingsTexts";
import type { ChainNodes, NodeOption } from "./useNodeSettings";

/** What a node's measurement shows: its latency, 'Unreachable', 'Wrong chain', or that it is measuring. */
export function measurementText(option: Pick<NodeOption, "verdict" | "measuring">): string {
  if (option.measuring || option.verdict === undefined) return translate(T.measuring);
  if (option.verdict.kind === "ok") return T.latency(option.verdict.ms);
  return translate(option.verdict.kind === "wrongChain" ? T.wrongChain : T.unreachable);
}

function NodeLabel({ option }: { option: NodeOption }) {
  const bad = !option.measuring && option.verdict !== undefined && option.verdict.kind !== "ok";
  return (
    <span>
      <Typography component="span" variant="body2" sx={{ display: "block", overflowWrap: "anywhere" }}>
        {option.url}
        {option.isDefault && ` (${translate(T.defaultNode)})`}
      </Typography>
      <Typography component="span" variant="caption" color={bad ? "error" : "textSecondary"}>
        {measurementText(option)}
      </Typography>
    </span>
  );
}

/** One chain's nodes as a radio group; the node in use is the checked one. */
export function ChainNodeList({
  nodes,
  onChoose,
}: {
  nodes: ChainNodes;
  onChoose: (chain: string, url: string) => void;
}) {
  const labelId = useId();
  const inUse = nodes.options.find((option) => option.inUse)?.url ?? null;
  return (
    <FormControl component="fieldset" sx={{ display: "block", mb: 2, minWidth: 0 }}>
      <FormLabel component="legend" id={labelId} sx={{ fontWeight: 600 }}>
        {nodes.label}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={`node-${nodes.chain}`}
        value={inUse}
        onChange={(_event, url) => onChoose(nodes.chain, url)}
      >
        {nodes.options.map((option) => (
          <FormControlLabel
            key={option.url}
            value={option.url}
            disabled={!option.choosable}
            control={<Radio size="small" />}
            label={<NodeLabel option={option} />}
            sx={{ alignItems: "flex-start", mr: 0, "& .MuiRadio-root": { pt: 0.5 } }}
            data-testid={`node-${nodes.chain}-${option.url}`}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
