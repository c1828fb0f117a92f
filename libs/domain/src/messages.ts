/**
 * The pt-BR message catalogue of the spec (sections 2, 4, 5, 6 and 8), verbatim.
 * A toast with a title is `{ title, description }`; texts built from values are functions.
 * One module per area (messages/), imported as the `messages` namespace: a chunk keeps only the
 * areas its own code reads. In one module, each page's chunk of a remote carried every area any
 * of the remote's pages read (tree-shaking keeps a module's exports used anywhere in the build):
 * mf_events' EventsPage 17.1 -> 14.9 KB gzip.
 */

export { common } from './messages/common';
export { section } from './messages/section';
export { landing } from './messages/landing';
export { signup } from './messages/signup';
export { login } from './messages/login';
export { auth } from './messages/auth';
export { header } from './messages/header';
export { search } from './messages/search';
export { onboarding } from './messages/onboarding';
export { loading } from './messages/loading';
export { sportSuggestion } from './messages/sport-suggestion';
export { events } from './messages/events';
export { cardActions } from './messages/card-actions';
export { eventStatus } from './messages/event-status';
export { eventDetail } from './messages/event-detail';
export { waitingList } from './messages/waiting-list';
export { comments } from './messages/comments';
export { wizard } from './messages/wizard';
export { eventCreated } from './messages/event-created';
export { editEvent } from './messages/edit-event';
export { participants } from './messages/participants';
export { clubs } from './messages/clubs';
export { clubForm } from './messages/club-form';
export { profile } from './messages/profile';
export { myEvents } from './messages/my-events';
export { evaluation } from './messages/evaluation';
export { notifications } from './messages/notifications';
export { settings } from './messages/settings';
export { account } from './messages/account';
export { push } from './messages/push';
export { placeholders } from './messages/placeholders';
export { notFound } from './messages/not-found';
export { validation } from './messages/validation';
export { series } from './messages/series';
export { eventList } from './messages/event-list';
export { gameDay } from './messages/game-day';
export { payments } from './messages/payments';
export { caixa } from './messages/caixa';
export { buildInfo } from './messages/build-info';
export { accountData } from './messages/account-data';
export { safety } from './messages/safety';
