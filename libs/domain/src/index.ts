export * from './constants';
export * as messages from './messages';
export type { TitledMessage } from './titled-message';
export { mapLoginError, mapSignupError } from './auth-errors';

export * from './validators/email';
export * from './validators/password';
export * from './validators/auth-forms';
export * from './validators/delete-account';
export * from './validators/club-form';
export * from './validators/full-name';
export * from './validators/event-name';
export * from './validators/edit-event';
export * from './validators/comment';
export * from './validators/phone';
export * from './validators/image';
export * from './validators/birth-date';
export * from './validators/onboarding';
export * from './validators/profile-update';
export * from './validators/wizard';
export * from './validators/sport-suggestion';
export * from './validators/evaluation';
export * from './validators/event-cost';
export * from './validators/report';
export { REPORT_REASONS } from './messages/safety';

export { sanitizeText, sanitizeRichText } from './text/sanitize';
export { containsProfanity, profanityMessage, normalizeForFilter } from './text/profanity';

export * from './rate-limiter';

export * from './time/time-zones';

export { formatCardDate, formatDeviceTime, formatLongDate, formatMonthYear, formatShortDate, formatTime } from './formatters/days';
export * from './formatters/dates';
export * from './formatters/counts';
export * from './formatters/money';

export * from './rules/event-card';
export * from './rules/event-detail';
export * from './rules/colours';
export * from './rules/evaluation';
export * from './rules/event-filter';
export * from './rules/sports';
export * from './rules/my-events';
export * from './rules/notifications';
export * from './rules/join-request';
export * from './rules/series';

export * from './game-day/team-draw';
export * from './game-day/strength';
export * from './game-day/window';
export * from './rules/cost-split';
export * from './rules/criteria';
export { CURRENT_TERMS_VERSION } from './terms/terms-version';
export { mapEmailChangeError, mapNewPasswordError, mapRecoveryError } from './account-errors';
export * from './validators/account-forms';
export * from './sharing';
export * from './guests';
export { pixBrCode, type PixCharge } from './pix/br-code';
