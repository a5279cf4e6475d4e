// The subscriber portal feature's public face: what the app registers (README.md).
export { subscriberPortalFeature } from './feature';
