// The lanes feature's public face: what the app registers and what other features call (README.md).
export { lanesFeature } from './feature';
