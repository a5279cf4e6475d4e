import type { ReactNode } from 'react';
import { SimpleFormIterator, useTranslate } from 'react-admin';
import { useFormatters } from '../i18n/useFormatters';
import { AddRowButton } from './AddRowButton';
import { ROW_FIELDS } from './FormSection';

/**
 * The rows of a list input (a company's pools, a tariff's peak windows), inside its ArrayInput:
 * each numbered in the screen's digits ("Pool 2"), its fields on one grid, added by a button that
 * says what it adds; rows keep their order and the list is not emptied at once.
 */
export function NumberedRows({
  itemLabel,
  addLabel,
  children,
}: {
  /** A translation key with `%{number}`. */
  itemLabel: string;
  addLabel: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const { number } = useFormatters();
  return (
    <SimpleFormIterator
      inline
      disableReordering
      disableClear
      getItemLabel={(index) => translate(itemLabel, { number: number(index + 1) })}
      addButton={<AddRowButton label={addLabel} />}
      sx={ROW_FIELDS}
    >
      {children}
    </SimpleFormIterator>
  );
}
