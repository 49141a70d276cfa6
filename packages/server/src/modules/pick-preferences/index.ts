export { PICK_PREFERENCE_HANDLERS } from './pick-preferences.handlers';
export { myAwardRows } from './pick-preferences.repository';
export {
  awardOf,
  latePickFor,
  pickProjection,
  receiptsOf,
  savedList,
  saveListFor,
  savePreferences,
} from './pick-preferences.service';
export { currentList, type ListVersion } from './ranked-list.service';
