import { AutocompleteInput, NumberInput, SelectInput, useTranslate } from 'react-admin';
import { normalizeForSearch } from '../../../domain/arabic';
import { AUDIT_ACTIONS } from '../../../domain/audit';
import { roleName } from '../../../domain/roles';
import { dayRangeFilters } from '../../components/dates/dayRangeFilters';
import { useResourceLabel } from './AuditFields';
import { useAuditLogChoices } from './useAuditLogChoices';

interface ActorChoice {
  id: number;
  name: string;
  role: string;
}

/** The people the log names, former staff included; typed text matches as the lists' search does (Arabic folded). */
function ActorInput({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const { data, isPending } = useAuditLogChoices();
  const choices: ActorChoice[] = (data?.actors ?? []).map((actor) => ({
    id: actor.id,
    name: actor.name ?? `#${actor.id}`,
    role: actor.role_id === null ? '' : translate(`ps.roles.${roleName(actor.role_id)}`),
  }));
  return (
    <AutocompleteInput
      source={source}
      choices={choices}
      isPending={isPending}
      optionText={(choice: ActorChoice) => (choice.role ? `${choice.name} (${choice.role})` : choice.name)}
      matchSuggestion={(typed: string, choice: ActorChoice) =>
        normalizeForSearch(`${choice.name} ${choice.role}`).includes(normalizeForSearch(typed))
      }
      sx={{ minWidth: 240 }}
    />
  );
}

/** The record types the log holds, by their names. */
function ResourceInput({ source }: { source: string; alwaysOn?: boolean }) {
  const { data, isPending } = useAuditLogChoices();
  const label = useResourceLabel();
  const choices = (data?.resources ?? []).map((resource) => ({ id: resource, name: label(resource, 2) }));
  return <SelectInput source={source} choices={choices} isPending={isPending} sx={{ minWidth: 180 }} />;
}

function ActionInput({ source }: { source: string; alwaysOn?: boolean }) {
  const choices = AUDIT_ACTIONS.map((action) => ({ id: action, name: `ps.audit_log.actions.${action}` }));
  return <SelectInput source={source} choices={choices} sx={{ minWidth: 160 }} />;
}

/** The filters of the log; on a phone none stands open, so the entries come first. */
export function auditLogFilters(small: boolean) {
  const open = !small;
  return [
    <ActorInput key="actor_id" source="actor_id" alwaysOn={open} />,
    <ActionInput key="action" source="action" alwaysOn={open} />,
    ...dayRangeFilters(open),
    <ResourceInput key="resource" source="resource" />,
    <NumberInput key="record_id" source="record_id" min={1} step={1} />,
  ];
}
