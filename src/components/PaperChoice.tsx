import { useTranslate } from 'react-admin';
import { ChoiceToggle } from './ChoiceToggle';
import { type Paper, PAPERS } from './PrintPaper';

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
  const choices = PAPERS.map((paper) => ({ value: paper, text: translate(`ps.receipt.papers.${paper}`) }));
  return <ChoiceToggle value={value} onChange={onChange} label={label} choices={choices} />;
}
