import { type SxProps, type Theme, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';

// MUI's grey for an unselected toggle is 4.48:1 on the page; the secondary text colour reads at 4.5:1 or more.
const unselectedReadable = { '&:not(.Mui-selected)': { color: 'text.secondary' } };

/**
 * A group of quick choices that may not fit one line (the report's periods on a phone, in Arabic):
 * each choice a button of its own, with a gap, so a line that wraps stays inside its card instead of
 * breaking one joined bar at its edge. Doubled selectors weigh more than the group's joined borders.
 */
export const wrappingChoices = {
  flexWrap: 'wrap',
  gap: 1,
  maxWidth: '100%',
  '&& .MuiToggleButtonGroup-grouped, && .MuiToggleButtonGroup-grouped:not(:first-of-type)': {
    m: 0,
    borderRadius: 1,
    border: 1,
    borderColor: 'divider',
  },
} as const;

/** One of a toggle's choices: its value, its text as shown, and its language when it is named in its own. */
export interface Choice<Value extends string> {
  value: Value;
  text: string;
  lang?: string;
}

/** One choice of a few, each a button of a group named `label` (a message key); one is always chosen. */
export function ChoiceToggle<Value extends string>({
  value,
  onChange,
  label,
  choices,
  size = 'small',
  sx,
}: {
  value: Value;
  onChange: (chosen: Value) => void;
  label: string;
  choices: ReadonlyArray<Choice<Value>>;
  size?: 'small' | 'large';
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size={size}
      value={value}
      onChange={(_event, chosen: Value | null) => chosen && onChange(chosen)}
      aria-label={translate(label)}
      sx={sx}
    >
      {choices.map((choice) => (
        <ToggleButton key={choice.value} value={choice.value} lang={choice.lang} sx={unselectedReadable}>
          {choice.text}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
