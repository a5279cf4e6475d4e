import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { BooleanInput, NumberInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { areaSchema } from '../../../domain/schemas/area';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%' }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(title)}
      </Typography>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>{children}</Box>
    </Box>
  );
}

const MONEY_STEP = 0.01;

/** One form for create and edit, validated by the same schema as the server. */
export function AreaForm() {
  return (
    <SimpleForm noValidate resolver={zodResolver(areaSchema)} defaultValues={{ is_active: true, free_minutes: 30, grace_minutes: 15, cooldown_minutes: 0 }}>
      <Section title="ps.areas.sections.identity">
        <TextInput source="name" />
        <TextInput source="name_ar" slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} />
        <BooleanInput source="is_active" sx={{ alignSelf: 'center' }} />
      </Section>
      <Section title="ps.areas.sections.capacity">
        <NumberInput source="max_capacity" min={1} step={1} />
        <NumberInput source="subscription_capacity" min={0} step={1} />
        <NumberInput source="guest_ticket_capacity" min={0} step={1} />
      </Section>
      <Section title="ps.areas.sections.tariff">
        <NumberInput source="free_minutes" min={0} step={1} />
        <NumberInput source="grace_minutes" min={0} step={1} />
        <NumberInput source="cooldown_minutes" min={0} step={1} />
        <NumberInput source="hourly_fee" min={0} step={MONEY_STEP} />
        <NumberInput source="after_first_hour_fee" min={0} step={MONEY_STEP} />
        <NumberInput source="daily_cap" min={0} step={MONEY_STEP} />
      </Section>
    </SimpleForm>
  );
}
