export { DEVICE_HANDLERS } from './devices.handlers';
