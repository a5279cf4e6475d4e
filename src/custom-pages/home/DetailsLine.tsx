import { Box } from '@mui/material';
import { Fragment } from 'react';

/** Details of a line in a list, separated by dots; lines break between the details, not inside one (a date). */
export function DetailsLine({ details }: { details: string[] }) {
  return details.map((detail, index) => (
    <Fragment key={index}>
      {index > 0 ? ' · ' : null}
      <Box component="bdi" sx={{ display: 'inline-block' }}>
        {detail}
      </Box>
    </Fragment>
  ));
}
