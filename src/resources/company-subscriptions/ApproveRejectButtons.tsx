import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Stack } from '@mui/material';
import { DecisionButton, type DecisionButtonProps } from '../../components/DecisionButton';

/** One side of the pair: what its button says and asks, and how it sends the decision. */
type Decision<Values> = Pick<
  DecisionButtonProps<Values>,
  'label' | 'title' | 'description' | 'schema' | 'onSubmit' | 'children'
>;

/** The small Approve and Reject buttons of a company's request, each titled with the company's name. */
export function ApproveRejectButtons<Approved, Rejected>({
  subscriber,
  approve,
  reject,
}: {
  subscriber: string;
  approve: Decision<Approved>;
  reject: Decision<Rejected>;
}) {
  const titleArgs = { name: subscriber };
  return (
    <Stack component="span" direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <DecisionButton icon={<CheckIcon />} color="success" size="small" titleArgs={titleArgs} {...approve} />
      <DecisionButton icon={<CloseIcon />} color="error" size="small" titleArgs={titleArgs} {...reject} />
    </Stack>
  );
}
