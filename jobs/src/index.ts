export { quadraJobs, type QuadraJobsOptions, type LocalServerContext } from './local/quadra-jobs.js';
export { startScheduler, type Scheduler, type SchedulerOptions } from './scheduler.js';
export { materialiseSeries, seriesDates } from './series/materialise-series.js';
export { configurePush, hasPushSchema, sendDuePushes, startPushSender, type PushMessage, type PushRound, type PushSenderOptions } from './push/sender.js';
export { loadVapidKeys, type VapidKeys } from './push/vapid.js';
export { calendarRoutes } from './calendar/routes.js';
