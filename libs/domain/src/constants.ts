/** Business constants and option lists of the product spec (sections 2, 3 and 9). */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const LIMITS = {
  emailMax: 320,
  passwordMin: 8,
  passwordMax: 128,
  /** Submit buttons of sign-up and login only need this many password characters. */
  submitPasswordMin: 6,
  fullNameMin: 2,
  fullNameMax: 100,
  cityMax: 100,
  eventNameMin: 3,
  eventNameMax: 100,
  eventLocationMax: 200,
  commentMin: 1,
  commentMax: 2000,
  /** A character repeated more than this many times in a row is spam. */
  commentMaxRepeatedChar: 10,
  /** This many links (or more) in a comment is spam. */
  commentSpamLinks: 3,
  uploadMaxBytes: 5 * 1024 * 1024,
  sanitizeTextMax: 1000,
  sanitizeRichTextMax: 2000,
  birthDateMin: '1900-01-01',
  maxPraisedPlayers: 3,
  accessibilityNeedsMax: 10,
  sportInterestSearchLimit: 5,
  /** A list shows 'see all' when it has more events than this. */
  seeAllThreshold: 3,
  unreadBadgeMax: 10,
  wizardSteps: 5,
  onboardingSteps: 3,
  minPlayersInput: 1,
  layoutMaxWidthPx: 480,
} as const;

export const DELAYS_MS = {
  searchDebounce: 300,
  landingRedirect: 500,
  loadingScreenRedirect: 3000,
  postOnboardingRedirect: 1500,
  mapInDevelopmentOverlay: 2000,
} as const;

export const RATE_LIMITS = {
  login: { max: 5, windowMs: 15 * MINUTE },
  signup: { max: 3, windowMs: HOUR },
} as const;

/** Evaluation opens this long after the event start. */
export const EVALUATION_UNLOCK_MS = 3 * HOUR;

/** The onboarding birth-date picker opens at this month (June 1996). */
export const BIRTH_DATE_PICKER_DEFAULT_MONTH = '1996-06-01';

export const CAPACITY_THRESHOLDS = { amber: 0.5, red: 0.8 } as const;

// Reputation (rating, praise stars from 6/16/31/51 praises) is computed by the database only:
// view profile_reputation (supabase/CONTRACT.md).

/**
 * The one sports list: the database's `sports` rows carry exactly these names (supabase/seed.sql),
 * unique by `sportKey` (the database's sport_name_key). The spec's lists spelled some sports two
 * ways ('Pingpong'/'Ping Pong', 'Volei'/'Vôlei', 'Tennis'/'Tênis'); each is spelled once here.
 */
export const SPORTS = [
  'Badminton',
  'Basebol',
  'Basquete',
  'Ciclismo',
  'Corrida',
  'Crossfit',
  'Futebol',
  'Futsal',
  'Handebol',
  'Jogos de cartas',
  'Kart',
  'Natação',
  'Paintball',
  'Parkour',
  'Patins',
  'Ping Pong',
  'Rugby',
  'Skate',
  'Slackline',
  'Taco',
  'Tênis',
  'Vôlei',
  'Xadrez',
  'Yoga',
] as const;
export type SportName = (typeof SPORTS)[number];

export const ONBOARDING_SPORTS = [
  'Basebol',
  'Basquete',
  'Ciclismo',
  'Corrida',
  'Crossfit',
  'Futebol',
  'Handebol',
  'Jogos de cartas',
  'Kart',
  'Paintball',
  'Parkour',
  'Patins',
  'Ping Pong',
  'Rugby',
  'Skate',
  'Slackline',
  'Taco',
  'Tênis',
  'Vôlei',
  'Yoga',
  'Xadrez',
] as const satisfies readonly SportName[];

/** The events filter: names of SPORTS, then 'Outros' (any sport not named here). */
export const FILTER_SPORTS = [
  'Futebol',
  'Basquete',
  'Vôlei',
  'Tênis',
  'Natação',
  'Corrida',
  'Ciclismo',
  'Xadrez',
  'Outros',
] as const satisfies readonly (SportName | 'Outros')[];
export type FilterSport = (typeof FILTER_SPORTS)[number];

/** Used when the sports list cannot be loaded. */
export const FALLBACK_SPORTS = [
  'Futebol',
  'Vôlei',
  'Basquete',
  'Tênis',
  'Futsal',
  'Handebol',
  'Badminton',
  'Ping Pong',
  'Corrida',
  'Ciclismo',
] as const satisfies readonly SportName[];

/** Invitations per event, enforced by the database (create_event, invite_to_event; CONTRACT.md). */
export const MAX_INVITEES_PER_EVENT = 50;

/** Sport used by wizard step 5 to look for interested people when none is chosen. */
export const DEFAULT_INVITE_SPORT = 'Futebol';

export const FILTER_DATES = [
  { id: 'today', label: 'Hoje' },
  { id: 'tomorrow', label: 'Amanhã' },
  { id: 'weekend', label: 'Fim de semana' },
  { id: 'next-week', label: 'Próxima semana' },
] as const;
export type FilterDate = (typeof FILTER_DATES)[number]['id'];

export const PERIODS = [
  { id: 'manha', label: 'Manhã' },
  { id: 'tarde', label: 'Tarde' },
  { id: 'noite', label: 'Noite' },
] as const;
export type Period = (typeof PERIODS)[number]['id'];

export const DEFAULT_TIME_BY_PERIOD: Record<Period, string> = {
  manha: '09:00:00',
  tarde: '14:00:00',
  noite: '19:00:00',
};
export const DEFAULT_EVENT_TIME = '14:00:00';

/** The time to save: the chosen time, else the period's default, else 14:00:00. */
export function defaultTimeForPeriod(period: string | null | undefined, time?: string | null): string {
  if (time) return time;
  if (period && period in DEFAULT_TIME_BY_PERIOD) return DEFAULT_TIME_BY_PERIOD[period as Period];
  return DEFAULT_EVENT_TIME;
}

export const SKILL_LEVELS = ['Iniciante/Diversão', 'Intermediário/Casual', 'Avançado/Competitivo'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];
export const DEFAULT_SKILL_LEVEL: SkillLevel = 'Iniciante/Diversão';

/** Event-creation draft defaults (spec section 3). */
export const EVENT_DRAFT_DEFAULTS = {
  eventName: '',
  skillLevel: DEFAULT_SKILL_LEVEL,
  /** 'Clube' (issue 47): a club the athlete runs, or '' for an event of his own. */
  clubId: '',
  location: '',
  selectedPeriod: '',
  date: '',
  time: '',
  /** '' until step 2 picks one (the device's zone when it is Brazil's, else São Paulo's). */
  timeZone: '',
  /** 'Repetir' (a series): 'none' or a REPEAT_OPTIONS id; 'Termina' after repeatCount times or on repeatUntil. */
  repeat: 'none' as RepeatFrequency | 'none',
  repeatEnds: 'count' as 'count' | 'until',
  repeatCount: 8 as number | '',
  repeatUntil: '',
  sport: '',
  customSportName: '',
  minPlayers: 2,
  maxPlayers: 10,
  playersLimitDisabled: false,
  eventInfo: '',
  anyoneCanJoin: false,
  selectedAge: '',
  selectedGender: '',
  selectedLevel: '',
  hasPCDStructure: false,
  selectedPCD: '',
  autoAcceptRegistrations: false,
  selectedPeople: [] as string[],
  eventImage: null as string | null,
};

/** Wizard step 2 'Repetir': how a series repeats (the database's event_series.frequency). */
export const REPEAT_OPTIONS = [
  { id: 'weekly', label: 'Toda semana' },
  { id: 'biweekly', label: 'A cada 2 semanas' },
  { id: 'monthly', label: 'Todo mês' },
] as const;
export type RepeatFrequency = (typeof REPEAT_OPTIONS)[number]['id'];
/** 'Termina' 'Depois de' N vezes. */
export const SERIES_COUNT_RANGE = { min: 2, max: 52 } as const;
/** How far ahead a start may be (the database's event_start_horizon). */
export const EVENT_START_HORIZON_YEARS = 2;
/**
 * An event's gender criterion, the one list the wizard, the edit screen and the database
 * (events_gender_allowed) share; 'Misto' is anyone. The spec's edit screen said 'Todos' for it.
 */
export const EVENT_GENDERS = ['Masculino', 'Feminino', 'Misto'] as const;
export type EventGender = (typeof EVENT_GENDERS)[number];

/** Wizard step 4 selects. */
export const WIZARD_LEVEL_OPTIONS = ['Qualquer nível', 'Iniciante', 'Intermediário', 'Avançado'] as const;
export const WIZARD_PCD_OPTIONS = ['Cadeirantes', 'Deficiência visual', 'Deficiência auditiva', 'Outras'] as const;

/** Edit-event criteria. */
export const EDIT_EVENT_AGE_OPTIONS = ['Todas', '18-25', '26-35', '36+'] as const;
export const EDIT_EVENT_LEVEL_OPTIONS = ['Iniciante/Diversão', 'Intermediário', 'Avançado'] as const;

/** Onboarding step 2 gender radio group. */
export const ONBOARDING_GENDERS = [
  { value: 'masculino', label: 'Masculino' },
  { value: 'feminino', label: 'Feminino' },
  { value: 'prefiro-nao-informar', label: 'Prefiro não informar' },
] as const;

/** Edit-profile gender select. */
export const PROFILE_GENDERS = [
  { value: 'masculino', label: 'Masculino' },
  { value: 'feminino', label: 'Feminino' },
  { value: 'outro', label: 'Outro' },
  { value: 'prefiro_nao_dizer', label: 'Prefiro não dizer' },
] as const;

/** Onboarding step 2 accessibility select ('none' saves an empty list). */
export const ACCESSIBILITY_OPTIONS = [
  { value: 'none', label: 'Nenhuma' },
  { value: 'visual', label: 'Visual' },
  { value: 'auditiva', label: 'Auditiva' },
  { value: 'motora', label: 'Motora' },
  { value: 'cognitiva', label: 'Cognitiva' },
  { value: 'multiple', label: 'Múltiplas' },
] as const;

export const PRAISE_OPTIONS = [
  { id: 'comunicativo', label: 'Comunicativo' },
  { id: 'trabalho_equipe', label: 'Trabalho em equipe' },
  { id: 'habilidoso', label: 'Habilidoso' },
  { id: 'amigavel', label: 'Amigável' },
  { id: 'esforcado', label: 'Esforçado' },
] as const;
export type PraiseId = (typeof PRAISE_OPTIONS)[number]['id'];

export const EVENT_STATUSES = ['active', 'paused', 'cancelled', 'completed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const PARTICIPANT_STATUSES = ['registered', 'pending'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

/** 'evaluated' is the other reading of the finished state. */
export const EVALUATION_STATUSES = ['pending', 'evaluation_available', 'completed', 'evaluated'] as const;
export type EvaluationStatus = (typeof EVALUATION_STATUSES)[number];

export const REVIEW_TYPES = ['player_praise', 'player_review', 'event'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];

export const NOTIFICATION_TYPES = [
  'event_join',
  'event_reminder',
  'event_update',
  'event_cancelled',
  'new_review',
  'evaluation_reminder',
  'new_comment',
  'spots_available',
  'participation_request',
  'event_invite',
  'payment_reminder',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Texts shown when a value is missing. */
export const FALLBACKS = {
  creatorName: 'Usuário',
  signupFullName: 'Usuário',
  description: 'Sem descrição disponível.',
  levelTag: 'Diversos níveis',
  level: 'Iniciante/Diversão',
  gender: 'Todos',
  age: 'Todas',
  memberSince: 'out. de 25',
} as const;

/** Storage bucket for profile and event images. */
export const IMAGE_BUCKET = 'event-images';

/** Local-storage keys. */
export const STORAGE_KEYS = {
  onboardingEmail: 'onboardingEmail',
  userSports: 'userSports',
  /** Ours: the onboarding answers kept on the device until the account is confirmed and saved. */
  onboardingDraft: 'onboardingDraft',
} as const;

export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const ALLOWED_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;

export const COMMON_PASSWORDS = ['12345678', 'password', 'senha123', 'admin123'] as const;

/**
 * The kinds of notification an athlete can keep off the phone (issue 29), in the order settings
 * lists them. 'reminders' is profiles.reminders_enabled (off: no reminder at all); the others are
 * the values of profiles.push_off (supabase/CONTRACT.md, Web Push).
 */
export const PUSH_KINDS = ['reminders', 'waiting_list', 'requests', 'invites', 'comments', 'reviews', 'payments', 'event_changes'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
