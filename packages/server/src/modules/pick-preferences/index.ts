export { PICK_PREFERENCE_HANDLERS } from './pick-preferences.handlers';
export { myAwardRows } from './pick-preferences.repository';
export { awardOf, pickProjection, receiptsOf, savedList, savePreferences } from './pick-preferences.service';
export { currentList } from './ranked-list.service';
