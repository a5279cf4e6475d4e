import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { Button } from '@mui/material';
import { useSimpleFormIterator, useTranslate } from 'react-admin';

/**
 * Adds a row to the repeated rows around it and says what it adds, on a phone too (react-admin's
 * own shrinks to a lone ⊕ there, which reads as decoration).
 */
export function AddRowButton({ label }: { label: string }) {
  const { add, source } = useSimpleFormIterator();
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()} className={`button-add button-add-${source}`}>
      {translate(label)}
    </Button>
  );
}
