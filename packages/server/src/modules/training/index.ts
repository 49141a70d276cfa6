export { TRAINING_HANDLERS } from './training.handlers';
