import { type Components, PaginationItem, type PaginationRenderItemParams, type Theme } from '@mui/material';
import { deepmerge } from '@mui/utils';
import { Pagination } from 'react-admin';
import { type DigitStyle, parseTypedNumber, withDigits } from './digits';

/** react-admin's own choices of rows per page. */
const ROWS_PER_PAGE = [5, 10, 25, 50];

/**
 * The digit style reaches what react-admin and MUI render as bare numbers, for every list and
 * form at once: page buttons, rows per page, and number inputs. In the Arabic interface, number
 * inputs are text inputs with a decimal keypad, so that Arabic-Indic digits (and the Arabic
 * decimal separator) can be typed whatever the style; the value shows in the screen's style once
 * the field is left. English keeps the browser's number input (a spin button).
 */
export function withNumberComponents(theme: Theme, locale: string, digits: DigitStyle): Theme {
  const show = (value: number) => withDigits(String(value), digits);
  // Merged into the theme as createTheme(theme, overrides) would, without handing a whole Theme to
  // createTheme as options: checking that costs the type checker half a minute (the variance of
  // MUI's whole components map).
  const components: Components<Omit<Theme, 'components'>> = {};
  if (locale === 'ar') {
    components.RaNumberInput = {
      defaultProps: {
        type: 'text',
        slotProps: { htmlInput: { inputMode: 'decimal' } },
        parse: parseTypedNumber,
        format: (value: unknown) => (typeof value === 'number' ? show(value) : typeof value === 'string' ? value : ''),
      },
    };
  }
  if (digits !== 'latn') {
    components.RaList = {
      defaultProps: {
        pagination: <Pagination rowsPerPageOptions={ROWS_PER_PAGE.map((value) => ({ value, label: show(value) }))} />,
      },
    };
    components.RaPaginationActions = {
      defaultProps: {
        renderItem: (item: PaginationRenderItemParams) => (
          <PaginationItem {...item} page={item.page === null ? null : show(item.page)} />
        ),
      },
    };
  }
  return deepmerge(theme, { components });
}
