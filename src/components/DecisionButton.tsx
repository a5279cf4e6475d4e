import {
  Button,
  type ButtonProps,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { Form, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';
import { FormAlert } from '../custom-pages/auth/FormAlert';
import { useSubmitWithErrors } from '../custom-pages/auth/useSubmitWithErrors';
import { isRecordChanged } from '../providers/httpClient';
import { schemaResolver } from './SchemaForm';

export interface DecisionButtonProps<Values> {
  /** The action's name: on the button, and on the dialog's submit button. */
  label: string;
  icon: ReactNode;
  color: 'primary' | 'success' | 'warning' | 'error';
  title: string;
  titleArgs?: Record<string, unknown>;
  /** What the decision will do, above the fields (translated by the caller: it may carry figures). */
  description?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** The button's look: text by default, as in a toolbar. */
  variant?: ButtonProps['variant'];
  /** The form's checks: the schema the server checks the request body with. */
  schema: ZodType<FieldValues, FieldValues>;
  /**
   * What the fields hold when the dialog opens, instead of the values of the record in context (a
   * refund's amount is what is left to refund, not the payment's amount).
   */
  defaultValues?: Record<string, unknown>;
  /** Sends the decision; the dialog closes once it is taken. */
  onSubmit: (values: Values) => Promise<unknown>;
  /** A dialog of many fields (a tariff's version) takes a wider screen, and a phone's whole screen. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * A decision on a request (approve, reject): a button that asks for it in a dialog, whose fields
 * are checked by the server's schema; a refusal (a 409 when someone else decided first) shows
 * above them, a field error under its field. A record that changed since the screen read it
 * (`record_changed`: nothing was decided) closes the dialog, says so and reads the record again,
 * so that the next decision is taken on what it holds now.
 */
export function DecisionButton<Values>({
  label,
  icon,
  color,
  title,
  titleArgs,
  description,
  size,
  variant,
  schema,
  defaultValues,
  onSubmit,
  wide,
  children,
}: DecisionButtonProps<Values>) {
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const notify = useNotify();
  const refresh = useRefresh();
  const { error, onSubmit: submit } = useSubmitWithErrors(async (values: Values) => {
    try {
      await onSubmit(values);
    } catch (failure) {
      if (!isRecordChanged(failure)) throw failure;
      notify('ps.errors.record_changed', { type: 'warning' });
      refresh();
    }
    setOpen(false);
  });
  return (
    <>
      <Button startIcon={icon} color={color} size={size} variant={variant} onClick={() => setOpen(true)}>
        {translate(label)}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth={wide ? 'md' : 'sm'}
        fullScreen={wide && phone}
      >
        <Form record={defaultValues} resolver={schemaResolver(schema)} onSubmit={submit as never} noValidate>
          <DialogTitle id={titleId}>{translate(title, titleArgs)}</DialogTitle>
          <DialogContent>
            {description ? <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText> : null}
            <FormAlert message={error} />
            {children}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" color={color}>
              {translate(label)}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
