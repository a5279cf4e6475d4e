import { Button, CircularProgress } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'ra-core';

export function SubmitButton({ label }: { label: string }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" fullWidth size="large" disabled={isSubmitting} sx={{ mt: 1 }}>
      {isSubmitting ? <CircularProgress size={22} color="inherit" /> : translate(label)}
    </Button>
  );
}
