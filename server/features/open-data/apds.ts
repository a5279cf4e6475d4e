import { CURRENCY, halalasToSar, sarToHalalas } from '../../../domain/money';
import { rateLinesOfTariff } from '../../../domain/open-data-rates';
import type { Occupancy, Place, RateTable, Session } from '../../../domain/schemas/open-data';
import type { Tariff } from '../../../domain/tariff';
import { VAT_RATE_PERCENT } from '../../../domain/vat';
import type { areas, subAreas, vehicles } from '../../db/schema';

/**
 * Our records in APDS v4's shapes (domain/schemas/open-data.ts). Ids are text, as APDS's are, and
 * name their kind (`area-3`, `sub-area-7`, `rate-area-3`, `session-42`): an area and a sub-area
 * share one hierarchy. We keep no versions of a record, so every version is 1 but a closed
 * session's, which is 2 (its first version was the open stay).
 */

type Area = typeof areas.$inferSelect;
type SubArea = typeof subAreas.$inferSelect;

export const areaPlaceId = (areaId: number) => `area-${areaId}`;
const subAreaPlaceId = (subAreaId: number) => `sub-area-${subAreaId}`;
const current = (id: string) => ({ id, version: 1 });

const names = (name: string, nameAr: string | null) => [
  { language: 'en' as const, string: name },
  ...(nameAr ? [{ language: 'ar' as const, string: nameAr }] : []),
];

export function areaPlace(area: Area, children: readonly SubArea[], timeZone: string): Place {
  return {
    ...current(areaPlaceId(area.id)),
    type: 'place',
    layer: 0,
    name: names(area.name, area.name_ar),
    childIds: children.map((child) => current(subAreaPlaceId(child.id))),
    timeZone,
    characteristics: { spacesTotal: area.max_capacity, openToPublic: true, accessControlled: true },
    hierarchyElementRecord: { creationTime: area.created_at.toISOString() },
    active: area.is_active,
  };
}

export function subAreaPlace(subArea: SubArea, area: Area, timeZone: string): Place {
  return {
    ...current(subAreaPlaceId(subArea.id)),
    type: 'subplaceElement',
    layer: 1,
    name: names(subArea.name, subArea.name_ar),
    parentId: current(areaPlaceId(area.id)),
    timeZone,
    characteristics: {
      ...(subArea.max_capacity === null ? {} : { spacesTotal: subArea.max_capacity }),
      openToPublic: true,
      accessControlled: true,
    },
    hierarchyElementRecord: { creationTime: subArea.created_at.toISOString() },
    active: area.is_active,
  };
}

export function areaRateTable(area: Area & Tariff): RateTable {
  const id = `rate-${areaPlaceId(area.id)}`;
  return {
    ...current(id),
    rateTableName: names(area.name, area.name_ar),
    availability: 'public',
    rateType: 'hourly',
    place: current(areaPlaceId(area.id)),
    rateLineCollections: [
      {
        ...current(`${id}-collection-1`),
        collectionSequence: 1,
        applicableCurrency: CURRENCY,
        relativeTimes: true,
        maxTime: 'P1D',
        maxValueCollection: { currencyType: CURRENCY, currencyValue: halalasToSar(area.daily_cap_halalas) },
        validStart: area.updated_at.toISOString(),
        taxIncluded: true,
        taxRate: VAT_RATE_PERCENT,
        rateLines: rateLinesOfTariff(id, area),
      },
    ],
    tariffRules: {
      freeMinutes: area.free_minutes,
      graceMinutes: area.grace_minutes,
      cooldownMinutes: area.cooldown_minutes,
    },
  };
}

export interface Inside {
  total: number;
  guests: number;
  subscribers: number;
}

export function areaOccupancy(area: Area, inside: Inside, at: Date): Occupancy {
  const recordDateTime = at.toISOString();
  return {
    place: current(areaPlaceId(area.id)),
    supply: [{ supplyViewType: 'spaceView', supplyQuantity: area.max_capacity }],
    demandTable: {
      timestamp: recordDateTime,
      demandType: [
        {
          count: inside.total,
          // One decimal: enough for a display, and no float noise in the answer.
          percentage: Math.min(100, Math.round((inside.total / area.max_capacity) * 1000) / 10),
          occupancyCalculation: 'counted',
          recordDateTime,
        },
      ],
    },
    detail: {
      guests: inside.guests,
      subscribers: inside.subscribers,
      guestCapacity: area.guest_ticket_capacity,
      subscriptionCapacity: area.subscription_capacity,
    },
  };
}

/** What a session is made of, from a stay's row or from a gate event's answer. */
export interface StayFacts {
  stayId: number;
  areaId: number;
  sessionType: Session['sessionType'];
  entryTime: Date;
  exitTime: Date | null;
  payment: { amountHalalas: number; minutes: number; method: string } | null;
}

/** A stay as an APDS session, without its plate: only a key with sessions:plates adds it. */
export function staySession(stay: StayFacts): Session {
  return {
    id: `session-${stay.stayId}`,
    version: stay.exitTime ? 2 : 1,
    actualStart: stay.entryTime.toISOString(),
    ...(stay.exitTime ? { actualEnd: stay.exitTime.toISOString() } : {}),
    hierarchyElement: current(areaPlaceId(stay.areaId)),
    sessionType: stay.sessionType,
    ...(stay.payment
      ? {
          payment: {
            amount: { currencyType: CURRENCY, currencyValue: halalasToSar(stay.payment.amountHalalas) },
            durationMinutes: stay.payment.minutes,
            paymentMethod: stay.payment.method,
          },
        }
      : {}),
  };
}

/** A stay's row, and its payment once closed, as the facts of its session. */
export function stayFactsOfRow(stay: typeof vehicles.$inferSelect, payment: StayFacts['payment']): StayFacts {
  return {
    stayId: stay.id,
    areaId: stay.area_id,
    sessionType:
      stay.company_subscription_vehicle_id !== null
        ? 'company'
        : stay.type === 'subscription'
          ? 'subscription'
          : 'guest',
    entryTime: stay.entry_time,
    exitTime: stay.exit_time,
    payment,
  };
}

/** A gate event's answer (an entry's or an exit's) as the facts of its stay's session. */
export function stayFactsOfGateAnswer(answer: {
  stay_id: number;
  area_id: number;
  type: 'guest' | 'subscription';
  company_subscription_id: number | null;
  entry_time: string;
  exit_time?: string;
  amount?: number;
  minutes?: number;
  payment_method?: string;
}): StayFacts {
  return {
    stayId: answer.stay_id,
    areaId: answer.area_id,
    sessionType: answer.company_subscription_id !== null ? 'company' : answer.type,
    entryTime: new Date(answer.entry_time),
    exitTime: answer.exit_time ? new Date(answer.exit_time) : null,
    payment:
      answer.exit_time && answer.payment_method
        ? {
            amountHalalas: sarToHalalas(answer.amount ?? 0),
            minutes: answer.minutes ?? 0,
            method: answer.payment_method,
          }
        : null,
  };
}
