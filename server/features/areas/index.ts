// The areas and tariffs feature's public face: what the app registers and what other features call (README.md).
export { areaRow, areasResource } from './areas.resource';
export { consoleGateOf } from './console-gate';
export { areasFeature } from './feature';
export { gateRow, gatesResource } from './gates.resource';
export { subAreaRow, subAreasResource } from './sub-areas.resource';
export { linesInSar, priceInSar, tariffInSar } from './tariff-preview';
export {
  baseTariffInSar,
  eventDayInSar,
  frozenTariff,
  regulationProfileOf,
  versionAmong,
  versionInForce,
  versionInForceIdOf,
  versionsInForce,
  type TariffVersionRow,
} from './tariff-versions';
