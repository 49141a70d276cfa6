import type { PICK_PREFERENCE_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../exec/handlers';
import {
  closedPackages,
  deleteUserPreferences,
  pickPreferencesInit,
  pickProjection,
  savePreferences,
} from './pick-preferences.service';

export const PICK_PREFERENCE_HANDLERS: HandlersOf<typeof PICK_PREFERENCE_SERVICES> = {
  mta_pickPreferencesInit: pickPreferencesInit,
  mta_closedPackages: closedPackages,
  mta_savePreferences: savePreferences,
  mta_deleteUserPreferences: deleteUserPreferences,
  mta_pickProjection: pickProjection,
};
