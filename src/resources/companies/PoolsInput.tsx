import { ArrayInput, NumberInput, SelectInput, SimpleFormIterator, useTranslate } from 'react-admin';
import { POOL_OVERFLOWS } from '../../../domain/company-pool';
import { AddRowButton } from '../../components/AddRowButton';
import { ROW_FIELDS } from '../../components/FormSection';
import { LocalizedName } from '../../components/LocalizedName';
import { useFormatters } from '../../i18n/useFormatters';
import { AreaInput } from '../AreaInput';

const OVERFLOW_CHOICES = POOL_OVERFLOWS.map((overflow) => ({ id: overflow, name: `ps.pools.overflow.${overflow}` }));

/** The company's pools: per area, how many of its vehicles may be inside at once, and what happens to the next one. */
export function PoolsInput() {
  const translate = useTranslate();
  const { number } = useFormatters();
  return (
    // The form section names the pools; the input's own label would say it twice.
    <ArrayInput source="pools" label={false} helperText="ps.pools.help">
      <SimpleFormIterator
        inline
        disableReordering
        disableClear
        getItemLabel={(index) => translate('ps.pools.pool_number', { number: number(index + 1) })}
        addButton={<AddRowButton label="ps.pools.add" />}
        sx={ROW_FIELDS}
      >
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
      </SimpleFormIterator>
    </ArrayInput>
  );
}
