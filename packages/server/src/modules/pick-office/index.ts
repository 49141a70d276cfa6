export { PICK_OFFICE_HANDLERS } from './pick-office.handlers';
export { publicMonitorRoutes } from './public-monitor.route';
