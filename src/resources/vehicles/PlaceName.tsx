import { useLocaleState, useRecordContext } from 'react-admin';
import { nameIn } from '../../components/LocalizedName';
import { userTextWithDigits } from '../../i18n/digits';
import { useDigits } from '../../i18n/useFormatters';
import { useVehicleChoices } from './useVehicleChoices';

type PlaceSource = 'area_id' | 'entry_gate_id' | 'exit_gate_id';

/** The name of an area or gate of the stays, by id, in the screen's language (as LocalizedName shows a record's). */
export function usePlaceName() {
  const { areas, gates } = useVehicleChoices();
  const [locale] = useLocaleState();
  const digits = useDigits();
  return (source: PlaceSource, id: number | null | undefined) => {
    const place = (source === 'area_id' ? areas : gates).find((choice) => choice.id === id);
    return place ? userTextWithDigits(nameIn(locale, place), locale, digits) : '';
  };
}

/** The stay's area or gate by name; a dash where it has none (no exit yet, a forced exit). */
export function PlaceName({ source }: { source: PlaceSource; label?: string }) {
  const record = useRecordContext<Record<PlaceSource, number | null>>();
  const name = usePlaceName()(source, record?.[source]);
  return <bdi>{name || '—'}</bdi>;
}
