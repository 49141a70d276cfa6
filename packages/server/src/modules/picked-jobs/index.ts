export { PICKED_JOB_HANDLERS } from './picked-jobs.handlers';
