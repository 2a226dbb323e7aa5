export { createStateArrangements, type Arrange, type InjectedValues } from './arrangements';
export { providerStatesPath } from './route';
export { states, type ProviderState } from './states';
export { unsignedJwt } from './unsigned-jwt';
