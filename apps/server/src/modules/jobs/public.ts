/**
 * What other modules may use of the jobs module (ADR 0025): the jobs (`createJobs`) and the
 * process's worker loop, the definition of a kind of job, and the refusal that gives one up.
 */
export { createJobs, type Job, type Jobs } from './jobs.service';
export { startJobWorker } from './job-worker';
export { JobRefused, type JobContext, type JobKind } from './job-kind';
export { schedulePruneDoneJobs, DONE_JOBS_KEPT_DAYS } from './prune-done-jobs';
