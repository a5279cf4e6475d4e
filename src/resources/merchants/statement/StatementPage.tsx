import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { useCreatePath, useDataProvider } from 'react-admin';
import { addMonths, localDate } from '../../../../domain/local-date';
import { isCalendarMonth } from '../../../../domain/schemas/fields';
import { PageHeader } from '../../../components/PageHeader';
import { ErrorState, LoadingState } from '../../../components/PageStates';
import { isNotFound, NotFoundState } from '../../../components/RecordNotFound';
import { useLocalizedName } from '../../../components/LocalizedName';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { useOperatorTimeZone } from '../../../providers/operatorTimeZone';
import { usePrintLanguage } from '../../../components/usePrintLanguage';
import { StatementBill } from './StatementBill';
import { StatementOptions } from './StatementOptions';
import { StatementPaper } from './StatementPaper';

const monthAfter = (month: string, months: number) => addMonths(`${month}-01`, months).slice(0, 7);

/** The month the address names, or the operator's current month. */
function useStatementMonth() {
  const [search, setSearch] = useSearchParams();
  const current = localDate(new Date(), useOperatorTimeZone()).slice(0, 7);
  const asked = search.get('month');
  const month = asked && isCalendarMonth(asked) && asked <= current ? asked : current;
  return {
    month,
    previous: monthAfter(month, -1),
    next: month < current ? monthAfter(month, 1) : null,
    setMonth: (chosen: string) => setSearch({ month: chosen }, { replace: true }),
  };
}

/** A merchant's validations of a month, shown as the statement prints on A4 in the app's language or in both; Print prints it alone. */
export default function StatementPage() {
  const { id } = useParams<'id'>();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider<AppDataProvider>();
  const nameOf = useLocalizedName();
  const { month, previous, next, setMonth } = useStatementMonth();
  const language = usePrintLanguage('statement.language');
  const {
    data: statement,
    error,
    isPending,
    refetch,
  } = useQuery({
    queryKey: ['merchants', 'statement', id, month],
    queryFn: () => dataProvider.getMerchantStatement(id!, month),
    retry: false,
  });
  const backTo = createPath({ resource: 'merchants', type: 'show', id: id! });
  if (isNotFound(error)) return <NotFoundState backTo={createPath({ resource: 'merchants', type: 'list' })} />;
  return (
    <Box sx={{ p: 2 }}>
      {statement ? (
        <Box className="no-print">
          <PageHeader
            title="ps.merchants.statement.title"
            titleArgs={{ name: nameOf({ name: statement.merchant_name, name_ar: statement.merchant_name_ar }) }}
          />
        </Box>
      ) : null}
      <StatementOptions
        merchantId={id!}
        month={month}
        onMonth={setMonth}
        previous={previous}
        next={next}
        backTo={backTo}
        language={language}
      />
      {isPending ? (
        <LoadingState />
      ) : error || !statement ? (
        <ErrorState message="ps.failures.load.merchants" cause={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <StatementBill statement={statement} over={next !== null} />
          <StatementPaper statement={statement} languages={language.languages} />
        </>
      )}
    </Box>
  );
}
