import { ArrayInput, NumberInput, SelectInput } from 'react-admin';
import { POOL_OVERFLOWS } from '../../../domain/company-pool';
import { NumberedRows } from '../../components/NumberedRows';
import { LocalizedName } from '../../components/LocalizedName';
import { AreaInput } from '../AreaInput';

const OVERFLOW_CHOICES = POOL_OVERFLOWS.map((overflow) => ({ id: overflow, name: `ps.pools.overflow.${overflow}` }));

/** The company's pools: per area, how many of its vehicles may be inside at once, and what happens to the next one. */
export function PoolsInput() {
  return (
    // The form section names the pools; the input's own label would say it twice.
    <ArrayInput source="pools" label={false} helperText="ps.pools.help">
      <NumberedRows itemLabel="ps.pools.pool_number" addLabel="ps.pools.add">
        <AreaInput source="area_id">
          <SelectInput optionText={<LocalizedName />} label="ps.pools.area" helperText={false} isRequired />
        </AreaInput>
        <NumberInput source="size" label="ps.pools.size" min={1} step={1} helperText={false} isRequired />
        <SelectInput
          source="overflow"
          label="ps.pools.when_full"
          choices={OVERFLOW_CHOICES}
          defaultValue="refuse"
          helperText={false}
          isRequired
        />
      </NumberedRows>
    </ArrayInput>
  );
}
