// The merchants feature's public face: what the app registers and what other features call (README.md).
export { merchantsFeature } from './feature';
export { merchantRow } from './merchants.resource';
