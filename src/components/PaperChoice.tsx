import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type Paper, PAPERS } from './PrintPaper';

// MUI's grey for an unselected toggle is 4.48:1 on the page; the secondary text colour reads at 4.5:1 or more.
export const unselectedReadable = { '&:not(.Mui-selected)': { color: 'text.secondary' } };

/** The paper a printout is shown and printed on: an A4 page or the 80 mm slip. */
export function PaperChoice({
  value,
  onChange,
  label,
}: {
  value: Paper;
  onChange: (paper: Paper) => void;
  /** The group's name (a message key). */
  label: string;
}) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_event, chosen: Paper | null) => chosen && onChange(chosen)}
      aria-label={translate(label)}
    >
      {PAPERS.map((paper) => (
        <ToggleButton key={paper} value={paper} sx={unselectedReadable}>
          {translate(`ps.receipt.papers.${paper}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
