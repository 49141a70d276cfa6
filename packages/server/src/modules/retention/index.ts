export { runRetention } from './retention.service';
