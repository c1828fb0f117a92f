// Public API of the data layer. Remotes reach the database only through this package. Each app
// bundles what it imports from here; the state of the page lives in './singletons' (shared).
export { DataProvider } from './client/data-provider';
export { createQueryClient } from './client/query-client';
export { loadSonner, queryClient, toast, type ToastId, type ToastOptions } from '@quadra/data/singletons';
export { useToastsShown } from './client/use-toasts-shown';
export {
  DbError,
  dbError,
  errorText,
  isRefusal,
  PERMISSION_DENIED_CODE,
  RULE_CODE,
  type BackendError,
} from './client/errors';
export { failureToast } from './client/failure-toast';
export { reportRemoteEvent, type RemoteEvent, type RemoteEventKind } from './platform/report-remote-event';
export { prefetchRoute } from './pages/prefetch-route';
export { adoptFirstScreenAnswers } from './pages/first-screen-answers';
export { usePageData } from './pages/use-page-data';
export { eventsPageData } from './pages/events-page';
export { eventDetailPageData } from './pages/event-detail-page';
export { searchPageData } from './pages/search-page';
export { myEventsPageData } from './pages/my-events-page';
export { clubsPageData } from './pages/clubs-page';
export { clubPageData } from './pages/club-page';
export { profilePageData } from './pages/profile-page';
export { notificationsPageData } from './pages/notifications-page';
export type { PageData, PageDataInput, PageQuery } from './pages/page-data';
export { unwrap, type BackendResult, type SuccessData } from './client/unwrap';
export {
  optimistic,
  useGuardedMutation,
  type CacheChange,
  type GuardedMutationOptions,
} from './client/use-guarded-mutation';
export { REALTIME_COALESCE_MS, useRealtimeInvalidation, type TableChange } from './realtime/use-realtime-invalidation';
export { evaluationKeys, eventKeys, gameDayKeys, invitationKeys, notificationKeys, paymentKeys, profileKeys, searchKeys, sportKeys } from './keys';
export type { FunctionName, Insert, Row, RpcArgs, RpcReturns, TableName, Update } from './rows';
export {
  imagePath,
  UploadFailed,
  uploadImage,
  useUploadImage,
  type ImageTarget,
  type UploadImageVars,
} from './storage/upload-image';
export { fetchMyProfile, myProfileQuery, useMyProfile, type MyProfile } from './profiles/my-profile';
export { saveProfile, updateProfile, useUpdateProfile, type ProfileChanges, type UpdateProfileVars } from './profiles/update-profile';
export {
  browserTimeZone,
  isPushKindOn,
  pushDeviceQuery,
  pushKindChange,
  useDisablePush,
  useEnablePush,
  useJoinedThisVisit,
  usePushDevice,
  useSetPushPreferences,
  type PushPreferences,
} from './push/push-settings';
export { pushSupport, unsubscribeThisDevice, type PushSupport } from './push/push-device';
export { fetchSports, sportsQuery, useSports, type Sport } from './sports/sports';
export { fetchPublicProfile, publicProfileQuery, usePublicProfile, type PublicProfile } from './profiles/public-profile';
export { fetchUserSports, userSportsQuery, useUserSports, type UserSport } from './profiles/user-sports';
export { addUserSport, useAddUserSport, type UserSportVars } from './profiles/add-user-sport';
export { removeUserSport, useRemoveUserSport } from './profiles/remove-user-sport';
export {
  evaluationQuery,
  fetchEvaluation,
  useEvaluation,
  type Evaluation,
  type EvaluationAnswer,
  type EvaluationPlayer,
  type EvaluationUnavailable,
} from './evaluation/evaluation';
export {
  submitEvaluation,
  useSubmitEvaluation,
  type Praise,
  type SubmitEvaluationResult,
  type SubmitEvaluationVars,
} from './evaluation/submit-evaluation';
export { suggestSport, useSuggestSport, type SuggestSportOptions } from './sports/suggest-sport';
export { createEvent, useCreateEvent, type CreateEventVars, type NewEvent } from './events/create-event';
export {
  eventCalendarUrl,
  updateSeriesFrom,
  useCalendarFeed,
  useEndSeries,
  useRenewCalendarFeed,
  useSetSeriesRegular,
  type CalendarFeed,
  type RegularChange,
  type SeriesChanges,
} from './events/series';
export { exportFileName, exportMyData, useExportMyData } from './account/export-my-data';
export { deleteAccount, useDeleteAccount, type DeleteAccountVars } from './account/delete-account';
export {
  ATHLETES_PAGE_SIZE,
  athletesByNameQuery,
  fetchAthletesByName,
  fetchSportAthletes,
  sportAthletesQuery,
  useAthletesByName,
  useSportAthletes,
  type InvitableAthlete,
} from './invitations/sport-athletes';
export {
  fetchInvitedEvents,
  invitedEventsQuery,
  useInvitedEvents,
  type InvitedEvent,
} from './invitations/invited-events';
export {
  EVENTS_PAGE_SIZE,
  enumValue,
  toEventCard,
  type EventCard,
  type EventCardRow,
  type EventCursor,
  type ParticipationView,
} from './events/event-card';
export { availableEventsQuery, fetchAvailableEvents, useAvailableEvents } from './events/available-events';
export type { EventsFilter } from './events/list-args';
export { fetchJoinedEvents, joinedEventsQuery, useJoinedEvents } from './events/joined-events';
export {
  MY_EVENTS_SECTIONS,
  MY_EVENTS_FIRST_TAB,
  dueEvaluationsQuery,
  fetchMyEvents,
  myEventsQuery,
  openDueEvaluations,
  useMyEvents,
  type MyEventsSection,
} from './events/my-events';
export { fetchEventList } from './events/event-list';
export { eventDetailQuery, fetchEventDetail, useEventDetail, useEventRealtime, type EventDetail, type EventSeriesInfo } from './events/event-detail';
export {
  eventParticipantsQuery,
  fetchEventParticipants,
  useEventParticipants,
  type EventParticipants,
  type Participant,
  type WaitingEntry,
} from './events/participants';
export { criteriaMismatchesQuery, fetchCriteriaMismatches, useCriteriaMismatches, type CriteriaMismatch } from './events/criteria-mismatches';
export { joinEvent, leaveEvent, leaveWaitingList, useJoinEvent, useLeaveEvent, useLeaveWaitingList, type JoinResult } from './events/join-leave';
export { decideParticipant, useDecideParticipant, type ParticipantDecision } from './events/decide-participant';
export { removeParticipant, useRemoveParticipant, type ParticipantRemoval } from './events/remove-participant';
export {
  updateEvent,
  useSetEventStatus,
  useUpdateEvent,
  type EventChanges,
  type EventEdit,
  type EventStatusChange,
} from './events/update-event';
export {
  eventPaymentsQuery,
  fetchEventCost,
  fetchEventPayments,
  fetchMyPayment,
  myPaymentQuery,
  useConfirmPayment,
  useEventCost,
  useEventPayments,
  useMyPayment,
  useReportPayment,
  useSetEventCost,
  type ConfirmVars,
  type EventPayments,
  type MyPayment,
  type PaymentShare,
  type SetCostVars,
  type ShareStatus,
} from './payments/payments';
export { fetchSplitPreview, useSplitPreview, type SplitPreview } from './payments/split-preview';
export { fetchPraiseCount, usePraiseCount } from './profiles/praise-count';
export { addComment, commentsQuery, fetchComments, useAddComment, useEventComments, type EventComment, type NewComment } from './events/comments';
export {
  SEARCH_PAGE_SIZE,
  eventSearchQuery,
  profileSearchQuery,
  searchEvents,
  searchProfiles,
  useEventSearch,
  useProfileSearch,
  type EventHit,
  type ProfileHit,
} from './search/search';
export { isOnboardingPending, markOnboardingDone, onboardingPendingMetadata } from './auth/onboarding-status';
export { signIn, type SignedIn } from './auth/sign-in';
export { signUp, type SignedUp } from './auth/sign-up';
export { requestPasswordReset, setNewPassword } from './account/password-recovery';
export { changeEmail, changePassword, signOutEverywhere } from './account/account-security';
export { acceptTerms, fetchTermsStatus, termsStatusQuery, useAcceptTerms, useTermsStatus, type TermsStatus } from './account/terms';
export { replaceUserSports } from './profiles/replace-user-sports';
export {
  fetchNotificationsPage,
  NOTIFICATIONS_PAGE_SIZE,
  notificationsQuery,
  useNotifications,
  useNotificationsRealtime,
  type Notification,
} from './notifications/notifications';
export { fetchUnreadCount, unreadCountQuery, useUnreadCount } from './notifications/unread-count';
export { fetchRequestOutcomes, requestKey, useRequestOutcomes, type RequestOutcome } from './notifications/request-outcomes';
export { markAllNotificationsRead, markNotificationRead, useMarkAllRead, useMarkRead } from './notifications/mark-read';
export { fetchGameDay, gameDayQuery, useGameDay, type AttendanceStatus, type GameDay, type Match, type Team, type TeamsDraw } from './game-day/game-day';
export { useGameDaySync } from './game-day/offline/game-day-sync';
export { useOnline } from './client/use-online';
export { checkIn, markAttendance, useCheckIn, useMarkAttendance, type AttendanceMarks } from './game-day/attendance';
export { fetchTeamStrengths, saveTeams, teamStrengthsQuery, useSaveTeams, useTeamStrengths, type SaveTeams } from './game-day/teams';
export { removeMatch, saveMatch, useRemoveMatch, useSaveMatch, type MatchScore, type SaveMatch } from './game-day/matches';
export { attendanceRecordQuery, fetchAttendanceRecord, useAttendanceRecord, type AttendanceRecord } from './game-day/attendance-record';
export { blockUser, unblockUser, useBlockUser, useUnblockUser, type BlockTarget } from './safety/block-user';
export { blockedUsersQuery, fetchBlockedUsers, useBlockedUsers, type BlockedUser } from './safety/blocked-users';
export { sendReport, useSendReport, type ReportTarget, type ReportVars } from './safety/report';
export { removeComment, useRemoveComment, type RemoveCommentVars } from './safety/remove-comment';
export { clubKeys } from './keys/clubs';
export { isClubAdmin, type Club, type ClubGame, type ClubMember, type ClubMemberKind, type ClubNotice, type ClubRole, type ClubSummary, type ClubVisibility } from './clubs/club-types';
export { searchClubs, searchClubsQuery, useSearchClubs } from './clubs/search-clubs';
export { clubQuery, fetchClub, useClub } from './clubs/club';
export { createClub, useCreateClub, type NewClub } from './clubs/create-club';
export { clubInviteQuery, fetchClubInvite, useClubInvite, type ClubInvite } from './clubs/club-invite';
export { setClubInviteEnabled, useSetClubInviteEnabled } from './clubs/set-club-invite-enabled';
export { renewClubInvite, useRenewClubInvite } from './clubs/renew-club-invite';
export { joinClubByInvite, useJoinClubByInvite } from './clubs/join-club-by-invite';
export { requestToJoinClub, useRequestToJoinClub } from './clubs/request-to-join-club';
export { answerClubRequest, useAnswerClubRequest, type AnswerClubRequest } from './clubs/answer-club-request';
export { setClubMember, useSetClubMember, type SetClubMember } from './clubs/set-club-member';
export { transferClubOwnership, useTransferClubOwnership } from './clubs/transfer-club-ownership';
export { removeClubMember, useRemoveClubMember } from './clubs/remove-club-member';
export { leaveClub, useLeaveClub } from './clubs/leave-club';
export { postClubNotice, usePostClubNotice, type PostClubNotice } from './clubs/post-club-notice';
export { pinClubNotice, usePinClubNotice } from './clubs/pin-club-notice';
export { updateClub, useUpdateClub, type ClubChanges } from './clubs/update-club';
export { fetchProfileClubs, profileClubsQuery, useClubsIRun, useMyClubs, useProfileClubs, type ProfileClub } from './clubs/profile-clubs';
// Issue 52: guests ('Convidados') and their claim links.
export { guestKeys } from './keys/guests';
export { eventGuestsQuery, fetchEventGuests, useEventGuests, type EventGuest, type EventGuests } from './guests/event-guests';
export { addGuest, useAddGuest, type AddedGuest, type NewGuest } from './guests/add-guest';
export { removeGuest, useRemoveGuest, type GuestRemoval } from './guests/remove-guest';
export { setGuestAllowance, useSetGuestAllowance, type GuestAllowance } from './guests/set-guest-allowance';
export { fetchGuestClaim, guestClaimQuery, useGuestClaim, type GuestClaim } from './guests/guest-claim';
export { claimGuestPlace, useClaimGuestPlace, type ClaimedPlace } from './guests/claim-guest-place';
export { caixaKeys } from './keys/caixa';
export type { CaixaCharge, CaixaLine, CaixaLineKind, CaixaMember, CaixaMonth, CaixaSettings, ClubCaixa, MyClubAccount, StatementCreditFate, StatementCreditRecord } from './caixa/caixa-types';
export { clubCaixaQuery, fetchClubCaixa, useClubCaixa } from './caixa/club-caixa';
export { fetchMyClubAccount, myClubAccountQuery, useMyClubAccount } from './caixa/my-club-account';
export { setClubCaixa, useSetClubCaixa, type SetClubCaixa } from './caixa/set-club-caixa';
export { addClubMovement, useAddClubMovement, type ClubMovement } from './caixa/add-club-movement';
export { reverseClubEntry, useReverseClubEntry } from './caixa/reverse-club-entry';
export { confirmClubPayment, useConfirmClubPayment } from './caixa/confirm-club-payment';
export { reportClubPayment, useReportClubPayment } from './caixa/report-club-payment';
export { recordStatementCredits, useRecordStatementCredits, type RecordStatementCredits } from './caixa/record-statement-credits';
