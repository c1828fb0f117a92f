/**
 * Query-key factories, one per entity. Every key starts with its entity, so invalidating
 * `eventKeys.all` reloads everything about events; keys of answers that depend on the caller
 * carry the user id (null for a visitor). Endpoints add their keys here, never inline.
 * One module per entity (keys/): a chunk keeps only the factories its own code uses (in one
 * module, each page's chunk carried every entity's keys any page of its app used).
 */
export { eventKeys } from './keys/events';
export { calendarKeys } from './keys/calendar';
export { profileKeys } from './keys/profiles';
export { sportKeys } from './keys/sports';
export { searchKeys } from './keys/search';
export { notificationKeys } from './keys/notifications';
export { evaluationKeys } from './keys/evaluations';
export { invitationKeys } from './keys/invitations';
export { gameDayKeys } from './keys/game-day';
export { paymentKeys } from './keys/payments';
export { termsKeys } from './keys/terms';
export { safetyKeys } from './keys/safety';
export { clubKeys } from './keys/clubs';
export { caixaKeys } from './keys/caixa';
