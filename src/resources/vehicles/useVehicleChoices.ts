import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useLocaleState } from 'react-admin';
import { byNameIn } from '../../components/LocalizedName';
import type { AppDataProvider } from '../../providers/dataProvider';

/**
 * The areas and gates of the stays the caller reaches, each in the order of its names in the
 * screen's language: the choices of the list's filters and the names its columns show (a gate
 * employee reads neither the areas nor the gates resource).
 */
export function useVehicleChoices() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [locale] = useLocaleState();
  const { data, isPending } = useQuery({
    queryKey: ['vehicles', 'choices'],
    queryFn: () => dataProvider.getVehicleChoices(),
    staleTime: 5 * 60_000,
  });
  return useMemo(() => {
    const byName = byNameIn(locale);
    return { areas: [...(data?.areas ?? [])].sort(byName), gates: [...(data?.gates ?? [])].sort(byName), isPending };
  }, [data, locale, isPending]);
}
