import { IonItem, IonLabel, IonList } from '@ionic/react';
import { useId } from 'react';
import { formatDayDate } from '../../lib/date-format';
import { useStore } from '../../lib/external-store';
import {
  chooseLanguage,
  deviceLanguage,
  languageChoiceStore,
  languageChoices,
  languageName,
  useLanguage,
} from '../../lib/language';
import { todayIso } from '../../session/agency-time';

const DEVICE = 'device';

/**
 * The language dates are shown in: the device's by default, or one the employee picks. A
 * native select: the platform's own picker on phones, and no extra Ionic overlay in the bundle.
 */
export default function LanguageSetting() {
  const choice = useStore(languageChoiceStore);
  const language = useLanguage();
  const selectId = useId();
  const today = todayIso();
  return (
    <>
      <h2 className="section-title">Language</h2>
      <IonList inset>
        <IonItem>
          <label htmlFor={selectId} className="item-text">
            Dates in
          </label>
          <select
            id={selectId}
            slot="end"
            className="native-select"
            value={choice ?? DEVICE}
            onChange={(e) => chooseLanguage(e.target.value === DEVICE ? undefined : e.target.value)}
          >
            <option value={DEVICE}>Device ({languageName(new Intl.Locale(deviceLanguage()).language)})</option>
            {languageChoices().map((code) => (
              <option key={code} value={code} lang={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </IonItem>
        <IonItem>
          <IonLabel>Today</IonLabel>
          <span slot="end" className="value" data-testid="today-date">
            {formatDayDate(today, language)}
          </span>
        </IonItem>
      </IonList>
    </>
  );
}
