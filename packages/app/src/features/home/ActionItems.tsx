import { roleAllows, SERVICES } from '@crewline/protocol';
import { IonItem, IonLabel, IonList } from '@ionic/react';
import { useId } from 'react';
import { passwordExpiryNote } from '../../domain/profile/password-expiry';
import { formatDayDate, formatDisplayDate } from '../../lib/date-format';
import { headerDateTimeText } from '../../lib/header-dates';
import { useLanguage } from '../../lib/language';
import { PATHS } from '../../lib/paths';
import { agencyDateTimeText } from '../../session/agency-time-text';
import type { Profile } from '../../session/profile';
import { useHolidayChoices, useOfferedOvertime, useReliefRound } from './home.queries';
import { holidayChoicesDue, PICK_TURN_PATHS, pickTurnTarget, reliefTurnAhead, shiftsOfferedSoon } from './home-summary';
import { HOME_TEXTS } from './home-texts';

interface Item {
  key: string;
  text: string;
  /** Where to act on it, when the app has a screen for it. */
  link?: { href: string; label: string };
}

/** What the employee should do soon, from the profile and the services of their role. */
export default function ActionItems({ profile, today }: { profile: Profile; today: string }) {
  const language = useLanguage();
  const titleId = useId();
  const mayOfferOvertime = roleAllows(SERVICES.mta_otAvailability.role, profile);
  const overtime = useOfferedOvertime(mayOfferOvertime);
  const relief = useReliefRound(roleAllows(SERVICES.mta_vrWeeks.role, profile));
  const holidays = useHolidayChoices(roleAllows(SERVICES.mta_holidayAccruePayGet.role, profile));

  const items: Item[] = [];
  const expiry = passwordExpiryNote(profile, today);
  if (expiry?.highlighted) {
    items.push({
      key: 'password',
      text: `${expiry.text}. ${HOME_TEXTS.passwordSoon(expiry.days)}`,
      link: { href: PATHS.changePassword, label: HOME_TEXTS.changePassword },
    });
  }
  if (!profile.upcomingPick.isEmpty) {
    const target = pickTurnTarget(profile);
    items.push({
      key: 'pick',
      text: `${HOME_TEXTS.pickTurn}: ${headerDateTimeText(profile.upcomingPick.dateTime, language)}`,
      ...(target ? { link: { href: PICK_TURN_PATHS[target], label: HOME_TEXTS.seePick[target] } } : {}),
    });
  }
  if (relief.isError) items.push({ key: 'relief', text: HOME_TEXTS.reliefFailed });
  if (reliefTurnAhead(relief.data)) {
    items.push({
      key: 'relief',
      text: `${HOME_TEXTS.reliefTurn}: ${agencyDateTimeText(relief.data.turnAt, language)}`,
      link: { href: PATHS.vrSelectedBids, label: HOME_TEXTS.seeRelief },
    });
  }
  if (profile.hasUpcomingMedical) {
    // RTO staff read its date, time and place in My Time; for others the crew office has them.
    items.push(
      roleAllows(SERVICES.mta_medicalScheduling.role, profile)
        ? {
            key: 'medical',
            text: HOME_TEXTS.medical,
            link: { href: PATHS.myTime.medicalSchedulingTraining, label: HOME_TEXTS.seeMedical },
          }
        : { key: 'medical', text: `${HOME_TEXTS.medical} ${HOME_TEXTS.medicalAtCrewOffice}` },
    );
  }
  if (holidays.isError) items.push({ key: 'holidays', text: HOME_TEXTS.holidayChoicesFailed });
  for (const holiday of holidayChoicesDue(holidays.data ?? [], today)) {
    items.push({
      key: `holiday-${holiday.date}`,
      text: HOME_TEXTS.holidayChoice(
        holiday.name,
        formatDayDate(holiday.date, language),
        formatDisplayDate(holiday.closesOn, language),
      ),
      link: { href: PATHS.myTime.holidaysAccruePay, label: HOME_TEXTS.seeHolidayChoice },
    });
  }
  if (overtime.isError) items.push({ key: 'overtime', text: HOME_TEXTS.availabilityFailed });
  if (overtime.data && shiftsOfferedSoon(overtime.data, today) === 0) {
    items.push({
      key: 'overtime',
      text: HOME_TEXTS.otNoneOffered,
      link: { href: PATHS.otAvailability, label: HOME_TEXTS.offerOvertime },
    });
  }

  return (
    <section className="card home-actions" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {HOME_TEXTS.actionTitle}
      </h2>
      {items.length === 0 ? (
        <p className="home-card__quiet">{HOME_TEXTS.nothingToDo}</p>
      ) : (
        <IonList className="home-actions__list">
          {items.map(({ key, text, link }, i) =>
            link ? (
              <IonItem key={key} button detail routerLink={link.href} lines={i === items.length - 1 ? 'none' : 'full'}>
                <IonLabel className="ion-text-wrap">
                  {text}
                  <span className="home-actions__link">{link.label}</span>
                </IonLabel>
              </IonItem>
            ) : (
              <IonItem key={key} lines={i === items.length - 1 ? 'none' : 'full'}>
                <IonLabel className="ion-text-wrap">{text}</IonLabel>
              </IonItem>
            ),
          )}
        </IonList>
      )}
    </section>
  );
}
