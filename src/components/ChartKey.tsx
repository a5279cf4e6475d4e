import { Box, Stack, Typography } from '@mui/material';

/** One entry of a chart's key: a swatch of the series' colour (a bar's block, a line's stroke) and its name. */
export function ChartKey({ color, label, line = false }: { color: string; label: string; line?: boolean }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 14, height: line ? 3 : 10, bgcolor: color, borderRadius: line ? 2 : 0.5 }} />
      <Typography variant="caption">{label}</Typography>
    </Stack>
  );
}
