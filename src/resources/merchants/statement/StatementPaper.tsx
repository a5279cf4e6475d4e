import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { plateOfKey } from '../../../../domain/plates';
import { PaperHeader, PaperRow, PaperSection } from '../../../components/PaperRows';
import { InLanguages } from '../../../components/InLanguages';
import { PrintPaper } from '../../../components/PrintPaper';
import { PlateLine } from '../../../components/PlateText';
import { useLocalizedName } from '../../../components/LocalizedName';
import { useFormatters } from '../../../i18n/useFormatters';
import type { MerchantStatement } from '../../../providers/dataProvider';
import { useOperatorTimeZone } from '../../../providers/operatorTimeZone';
import type { AppLocale } from '../../../providers/storage';
const STATEMENT_COLUMNS = ['time', 'plate', 'offer', 'reason', 'amount'] as const;
const CELL = { textAlign: 'start', py: '0.25em', px: '0.4em', borderBottom: '1px solid #ccc' } as const;
const AMOUNT_CELL = { ...CELL, textAlign: 'end', whiteSpace: 'nowrap' } as const;

/** A stored plate in both scripts; a plate that is no stored key (redacted) as it is. */
function StatementPlate({ plate }: { plate: string }) {
  const parsed = plateOfKey(plate);
  return parsed ? (
    <PlateLine vehicle={{ plate_letters: parsed.letters, plate_number: parsed.number }} />
  ) : (
    <bdi>{plate}</bdi>
  );
}

/**
 * A merchant's month of validations as it prints on A4, in the languages chosen, one after the
 * other (a table of five columns needs the page's width): each validation on a line, then their
 * count and total.
 */
export function StatementPaper({ statement, languages }: { statement: MerchantStatement; languages: AppLocale[] }) {
  const translate = useTranslate();
  const nameOf = useLocalizedName();
  const timeZone = useOperatorTimeZone();
  const merchantName = nameOf({ name: statement.merchant_name, name_ar: statement.merchant_name_ar });
  return (
    <PrintPaper paper="a4" label={translate('ps.merchants.statement.title', { name: merchantName })}>
      <InLanguages languages={languages} timeZone={timeZone} sideBySide={false}>
        <StatementText statement={statement} />
      </InLanguages>
    </PrintPaper>
  );
}

/** The statement's text in the language of its scope. */
function StatementText({ statement }: { statement: MerchantStatement }) {
  const translate = useTranslate();
  const nameOf = useLocalizedName();
  const { money, dateTime, calendarMonth } = useFormatters();
  const merchantName = nameOf({ name: statement.merchant_name, name_ar: statement.merchant_name_ar });
  return (
    <Box>
      <PaperHeader title={translate('ps.merchants.statement.heading')}>
        <p>
          <bdi>{merchantName}</bdi>
        </p>
        <p>{calendarMonth(statement.month)}</p>
      </PaperHeader>
      <PaperSection>
        {statement.validations.length === 0 ? (
          <Box component="p" sx={{ m: 0, py: '0.5em' }}>
            {translate('ps.merchants.statement.empty')}
          </Box>
        ) : (
          <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                {STATEMENT_COLUMNS.map((column) => (
                  <Box component="th" key={column} scope="col" sx={column === 'amount' ? AMOUNT_CELL : CELL}>
                    {translate(`ps.merchants.statement.columns.${column}`)}
                  </Box>
                ))}
              </tr>
            </thead>
            <tbody>
              {statement.validations.map((validation) => (
                <tr key={validation.id}>
                  <Box component="td" sx={CELL}>
                    {dateTime(validation.created_at)}
                  </Box>
                  <Box component="td" sx={CELL}>
                    <StatementPlate plate={validation.plate} />
                  </Box>
                  <Box component="td" sx={CELL}>
                    <bdi>{nameOf({ name: validation.offer_name, name_ar: validation.offer_name_ar })}</bdi>
                  </Box>
                  <Box component="td" sx={CELL}>
                    {translate(`ps.validate.reasons.${validation.reason}`)}
                  </Box>
                  <Box component="td" sx={AMOUNT_CELL}>
                    {money(validation.amount)}
                  </Box>
                </tr>
              ))}
            </tbody>
          </Box>
        )}
      </PaperSection>
      <PaperSection>
        <Box component="p" sx={{ m: 0, py: '0.15em' }}>
          {translate('ps.merchants.statement.count', { smart_count: statement.count })}
        </Box>
        <PaperRow label={translate(`ps.merchants.statement.due.${statement.billing_mode}`)} strong>
          {money(statement.total)}
        </PaperRow>
      </PaperSection>
    </Box>
  );
}
