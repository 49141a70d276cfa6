import { sundayOnOrBefore, TIMECARD_TEXTS } from '@crewline/protocol';
import { useIonRouter } from '@ionic/react';
import { useState } from 'react';
import { todayIso } from '../../session/agency-time';
import DateField from '../../ui/DateField';
import { viewerPath } from './timecard-week';

/** A pay week chosen by any of its days in a calendar: the viewer moves to that week. */
export default function WeekByDayField() {
  const router = useIonRouter();
  const [day, setDay] = useState('');
  const chosen = (value: string) => {
    setDay(value);
    if (value) router.push(viewerPath(sundayOnOrBefore(value)), 'none', 'replace');
  };
  return <DateField label={TIMECARD_TEXTS.dayInWeek} value={day} max={todayIso()} onChange={chosen} />;
}
